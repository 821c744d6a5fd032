/** The favicon, the touch icon and the site's social card from src/content/profile.ts, and what the other cards share. */
import sharp from 'sharp';
import { defaultLanguage } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { siteColor } from '../palette/site-palette.ts';
import { capHeightRatio, round, svgDocument, text, textWidth } from './svg.ts';
import { drawText, fitText, lastBaseline } from './text-fit.ts';

/** The site's dark theme (src/styles/global.css) that the icons and the social cards use. */
export const palette = {
  page: siteColor('dark', 'bg'),
  accent: siteColor('dark', 'accent'),
  text: siteColor('dark', 'text'),
  muted: siteColor('dark', 'text-muted'),
} as const;

/** 'Alex Martin' -> 'AM': the monogram of the favicon, the social cards and the CV. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/** The initials, dark on the accent, as large as fits a `size` square with a comfortable margin. */
function monogramBadge(x: number, y: number, size: number, cornerRadius: number): string {
  const monogram = initials(profile.name);
  const fontSize = Math.min((size * 0.66) / textWidth(monogram, 1, 700), size * 0.56);
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${cornerRadius}" fill="${palette.accent}"/>
${text(monogram, { x: x + size / 2, y: y + size / 2, size: fontSize, weight: 700, fill: palette.page, anchor: 'middle', align: 'centre' })}`;
}

/** Both social cards' size and side margin (this one and the projects', project-social-images.ts). */
export const SOCIAL_CARD = { width: 1200, height: 630, margin: 88 } as const;
const HORIZON = 420;

/** The hero's floor grid, in perspective and fading toward the horizon, along the bottom of the card. */
function floorGrid(): string {
  const { width, height } = SOCIAL_CARD;
  const centre = width / 2;
  const lines: string[] = [];
  for (let index = -12; index <= 12; index++) {
    lines.push(`M${centre + index * 40} ${HORIZON}L${centre + index * 190} ${height}`);
  }
  // Rows closer together toward the horizon, as they recede.
  for (let row = 0; row < 12; row++) {
    const y = HORIZON + (height - HORIZON) / (1 + row * 0.6);
    lines.push(`M0 ${round(y)}H${width}`);
  }
  return `<defs>
  <linearGradient id="floor-fade" gradientUnits="userSpaceOnUse" x1="0" y1="${HORIZON}" x2="0" y2="${height}">
    <stop offset="0" stop-color="${palette.accent}" stop-opacity="0"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0.38"/>
  </linearGradient>
  <radialGradient id="horizon-glow">
    <stop offset="0" stop-color="${palette.accent}" stop-opacity="0.14"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
  </radialGradient>
</defs>
<ellipse cx="${centre}" cy="${HORIZON}" rx="${width * 0.6}" ry="150" fill="url(#horizon-glow)"/>
<path d="${lines.join('')}" stroke="url(#floor-fade)" stroke-width="1.5"/>`;
}

/** The badge at the top left of both cards and the label beside it, centred on the badge. */
export const CARD_HEADER = { top: 76, badge: 68, labelX: SOCIAL_CARD.margin + 88, labelSize: 26 } as const;

function cardHeader(label: string, labelSize: number = CARD_HEADER.labelSize): string {
  const { top, badge, labelX } = CARD_HEADER;
  return `${monogramBadge(SOCIAL_CARD.margin, top, badge, 16)}
${text(label, { x: labelX, y: top + badge / 2, size: labelSize, weight: 500, fill: palette.muted, align: 'centre' })}`;
}

/** The short accent rule under a card's title. */
const accentRule = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="96" height="6" rx="3" fill="${palette.accent}"/>`;

export type Owner = { name: string; jobTitle: string };
const owner: Owner = { name: profile.name, jobTitle: profile.jobTitle[defaultLanguage] };

const TEXT_WIDTH = SOCIAL_CARD.width - 2 * SOCIAL_CARD.margin;
const NAME = { top: 195, maxSize: 96 };

/**
 * The site card's text: the name on one line, shrunk if it is long; the job title under it on up to
 * two lines, then shrunk; the accent rule under the last line.
 */
export function siteCardLayout({ name, jobTitle }: Owner) {
  const nameText = fitText(name, { width: TEXT_WIDTH, maxLines: 1, maxSize: NAME.maxSize, weight: 700, lineHeight: 1 });
  const nameBaseline = NAME.top + nameText.size * capHeightRatio(700);
  const jobTitleTop = nameBaseline + 40;
  const jobTitleText = fitText(jobTitle, {
    width: TEXT_WIDTH,
    maxLines: 2,
    maxSize: 40,
    weight: 500,
    lineHeight: 1.25,
  });
  return {
    name: nameText,
    nameBaseline,
    jobTitle: jobTitleText,
    jobTitleTop,
    ruleY: lastBaseline(jobTitleText, jobTitleTop) + 34,
  };
}

const CARD_TITLE = { top: 214, bottom: 440 };

/**
 * A project's or a post's card text, in a column `width` wide from the margin: the owner's name beside
 * the badge, the title on up to four lines then shrunk, the accent rule, the details on one line.
 */
export function cardTextLayout(owner: string, title: string, details: string, width: number, titleMaxSize: number) {
  const oneLine = (text: string, lineWidth: number, maxSize: number) =>
    fitText(text, { width: lineWidth, maxLines: 1, maxSize, weight: 500, lineHeight: 1 });
  const titleText = fitText(title, {
    width,
    height: CARD_TITLE.bottom - CARD_TITLE.top,
    maxLines: 4,
    maxSize: titleMaxSize,
    weight: 700,
    lineHeight: 1.12,
  });
  const ruleY = lastBaseline(titleText, CARD_TITLE.top) + 30;
  return {
    label: oneLine(owner, width - (CARD_HEADER.labelX - SOCIAL_CARD.margin), CARD_HEADER.labelSize),
    title: titleText,
    titleTop: CARD_TITLE.top,
    ruleY,
    details: oneLine(details, width, 26),
    detailsTop: ruleY + 36,
  };
}

/** A social card: the page colour, the floor grid, then `parts`, one a line. */
const cardSvg = (...parts: string[]) =>
  svgDocument(
    SOCIAL_CARD.width,
    SOCIAL_CARD.height,
    [
      `<rect width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}" fill="${palette.page}"/>`,
      floorGrid(),
      ...parts,
    ].join('\n'),
  );

/** A project's or a post's card: the owner's name beside the badge, `picture` (an SVG fragment), the text. */
export function textCardSvg(layout: ReturnType<typeof cardTextLayout>, picture?: string): string {
  const { label, title, titleTop, ruleY, details, detailsTop } = layout;
  return cardSvg(
    cardHeader(label.lines.map((line) => line.text).join(' '), label.size),
    ...(picture ? [picture] : []),
    `${drawText(title, SOCIAL_CARD.margin, titleTop, palette.text)}
${accentRule(SOCIAL_CARD.margin, ruleY)}
${drawText(details, SOCIAL_CARD.margin, detailsTop, palette.muted)}`,
  );
}

/** The name, the first word in white and the rest in the accent. */
function nameLine(name: string, size: number, baseline: number): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const firstWord = text(first, { x: SOCIAL_CARD.margin, y: baseline, size, weight: 700, fill: palette.text });
  if (rest.length === 0) return firstWord;
  const restX = SOCIAL_CARD.margin + textWidth(`${first} `, size, 700);
  return firstWord + text(rest.join(' '), { x: restX, y: baseline, size, weight: 700, fill: palette.accent });
}

function socialImage(card: Owner): string {
  const layout = siteCardLayout(card);
  return cardSvg(
    cardHeader('Portfolio'),
    nameLine(card.name, layout.name.size, layout.nameBaseline),
    drawText(layout.jobTitle, SOCIAL_CARD.margin, layout.jobTitleTop, palette.muted),
    accentRule(SOCIAL_CARD.margin, layout.ruleY),
  );
}

/**
 * An SVG as a bitmap. Every asset is opaque, so the alpha channel is dropped: smaller files, and no
 * touch icon that iOS would show on black.
 */
const rasterize = (svg: string) => sharp(Buffer.from(svg)).removeAlpha();

/** A social card as PNG. Full colour: a palette PNG would be a third of the size but bands the glow into rings. */
export const socialCardPng = (svg: string) => rasterize(svg).png({ compressionLevel: 9 }).toBuffer();

export const faviconSvg = () => svgDocument(64, 64, monogramBadge(0, 0, 64, 14));

/** 180 px, square: iOS rounds the corners itself and shows transparency as black. */
export const touchIconPng = () =>
  rasterize(svgDocument(180, 180, monogramBadge(0, 0, 180, 0)))
    .png({ compressionLevel: 9 })
    .toBuffer();

/** The site's social card, 1200 x 630: the owner's name and job title in the default language. */
export const socialImagePng = (card: Owner = owner) => socialCardPng(socialImage(card));
