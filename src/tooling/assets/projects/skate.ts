import { palette } from '../palette.ts';
import { text } from '../svg.ts';
import { projectCanvas } from './canvas.ts';
import { appWindow, TITLE_BAR_HEIGHT } from './window.ts';

const SHOP = { x: 40, y: 150, width: 560, height: 310 };

type Product = { kind: 'deck' | 'wheels'; colour: string; price: string };

const PRODUCTS: Product[] = [
  { kind: 'deck', colour: palette.accent, price: '64 €' },
  { kind: 'wheels', colour: palette.amber, price: '32 €' },
  { kind: 'deck', colour: palette.violet, price: '59 €' },
  { kind: 'deck', colour: palette.coral, price: '69 €' },
  { kind: 'deck', colour: palette.sky, price: '62 €' },
  { kind: 'deck', colour: palette.teal, price: '57 €' },
  { kind: 'wheels', colour: palette.text, price: '29 €' },
  { kind: 'deck', colour: palette.amber, price: '66 €' },
];

/** A deck seen from above: a long pill with the truck bolts near each end and a stripe graphic. */
function deckFromAbove(cx: number, cy: number, colour: string): string {
  const [length, width] = [92, 26];
  const [x, y] = [cx - length / 2, cy - width / 2];
  const bolts = [x + 18, x + length - 22]
    .map((boltX) => `<rect x="${boltX}" y="${cy - 6}" width="4" height="12" rx="2" fill="${palette.page}" fill-opacity="0.5"/>`)
    .join('');
  return `<rect x="${x}" y="${y}" width="${length}" height="${width}" rx="${width / 2}" fill="${colour}"/>
<path d="M${cx - 10} ${y}l-8 ${width}M${cx + 2} ${y}l-8 ${width}" stroke="${palette.page}" stroke-opacity="0.35" stroke-width="5"/>${bolts}`;
}

function wheelSet(cx: number, cy: number, colour: string): string {
  return [-1, 1]
    .flatMap((dx) => [-1, 1].map((dy) => [cx + dx * 16, cy + dy * 11] as const))
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${colour}"/><circle cx="${x}" cy="${y}" r="4" fill="${palette.page}" fill-opacity="0.5"/>`)
    .join('');
}

function productCard(product: Product, x: number, y: number, width: number): string {
  const imageHeight = 62;
  const centreX = x + width / 2;
  const picture = product.kind === 'deck' ? deckFromAbove(centreX, y + imageHeight / 2, product.colour) : wheelSet(centreX, y + imageHeight / 2, product.colour);
  return `<rect x="${x}" y="${y}" width="${width}" height="118" rx="10" fill="${palette.card}"/>
<rect x="${x + 6}" y="${y + 6}" width="${width - 12}" height="${imageHeight - 6}" rx="7" fill="${palette.raised}"/>
${picture}
<rect x="${x + 10}" y="${y + 74}" width="${width * 0.55}" height="6" rx="3" fill="${palette.muted}" fill-opacity="0.5"/>
${text(product.price, { x: x + 10, y: y + 101, size: 13, weight: 700, fill: palette.accent, align: 'centre' })}
<rect x="${x + width - 34}" y="${y + 89}" width="24" height="24" rx="7" fill="${palette.accent}"/>
<path d="M${x + width - 22} ${y + 95}v12M${x + width - 28} ${y + 101}h12" stroke="${palette.page}" stroke-width="2.4" stroke-linecap="round"/>`;
}

function shop(): string {
  const { x, y, width } = SHOP;
  const top = y + TITLE_BAR_HEIGHT;
  const cardWidth = 116;
  const gap = (width - 40 - cardWidth * 4) / 3;
  const cards = PRODUCTS.map((product, index) =>
    productCard(product, x + 20 + (index % 4) * (cardWidth + gap), top + 46 + Math.floor(index / 4) * 130, cardWidth),
  ).join('');
  const cart = `<path d="M${x + width - 58} ${top + 16}h4l3 12h12l3 -9h-16" fill="none" stroke="${palette.text}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="${x + width - 48}" cy="${top + 32}" r="1.8" fill="${palette.text}"/><circle cx="${x + width - 40}" cy="${top + 32}" r="1.8" fill="${palette.text}"/>
<circle cx="${x + width - 32}" cy="${top + 14}" r="8" fill="${palette.accent}"/>
${text('2', { x: x + width - 32, y: top + 14, size: 10, weight: 700, fill: palette.page, anchor: 'middle', align: 'centre' })}`;
  return `${appWindow({ ...SHOP, address: 'skate-shop.fr/catalogue' })}
${text('SKATE', { x: x + 20, y: top + 22, size: 15, weight: 700, fill: palette.text, align: 'centre' })}
${text('SHOP', { x: x + 72, y: top + 22, size: 15, weight: 700, fill: palette.accent, align: 'centre' })}
${text('Planches   Roues   Accessoires', { x: x + 170, y: top + 22, size: 11, weight: 400, fill: palette.muted, align: 'centre' })}
${cart}
<clipPath id="shop-clip"><rect x="${x}" y="${top}" width="${width}" height="${SHOP.height - TITLE_BAR_HEIGHT - 6}"/></clipPath>
<g clip-path="url(#shop-clip)">${cards}</g>`;
}

/** The hero product: a board seen from the side, tilted as if mid-ollie, with its shadow on the shop. */
function floatingBoard(): string {
  const deck = 'M-196 -26Q-184 -4 -150 -4H150Q184 -4 196 -26L207 -21Q194 12 150 12H-150Q-194 12 -207 -21Z';
  // The black grip tape along the top of the deck.
  const grip = 'M-197 -25Q-185 -2 -150 -2H150Q185 -2 197 -25';
  const truck = (x: number) => `<path d="M${x - 22} 12h44l-8 10h-28z" fill="${palette.muted}"/>
<path d="M${x - 10} 22h20l-4 8h-12z" fill="${palette.rule}"/>
<circle cx="${x}" cy="40" r="16" fill="${palette.amber}"/><circle cx="${x}" cy="40" r="6" fill="${palette.page}" fill-opacity="0.55"/>`;
  const speedLines = [0, 1, 2]
    .map((index) => `<path d="M${-300 + index * 18} ${-6 + index * 18}h${60 - index * 14}" stroke="${palette.accent}" stroke-opacity="${0.7 - index * 0.2}" stroke-width="4" stroke-linecap="round"/>`)
    .join('');
  return `<ellipse cx="330" cy="138" rx="150" ry="6" fill="#000" fill-opacity="0.35"/>
<g transform="translate(330 66) rotate(-7)">
  ${speedLines}
  ${truck(-122)}${truck(122)}
  <path d="${deck}" fill="${palette.accent}"/>
  <path d="${grip}" fill="none" stroke="${palette.inset}" stroke-width="4" stroke-linecap="round"/>
  <path d="M-140 6H140" stroke="${palette.page}" stroke-opacity="0.25" stroke-width="2"/>
</g>`;
}

/** 02: the skateboard e-shop — a board flying over the product grid. */
export function drawSkate(): string {
  return projectCanvas(`${shop()}${floatingBoard()}`);
}
