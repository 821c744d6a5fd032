import { palette } from '../palette.ts';
import { round, text } from '../svg.ts';
import { seededRandom } from '../random.ts';
import { projectCanvas } from './canvas.ts';

const SIZE = 33;
const BOARD_RADIUS = 3;
const CENTRE = { x: 372, y: 246 };
const TILE_COLOURS = [palette.accent, palette.teal, palette.sky, palette.amber, palette.violet];
/** How far a tile's darker side shows below it, so the board reads as thick pieces. */
const DEPTH = 6;

/** Corners of a pointy-top hexagon. */
function hexagonPoints(cx: number, cy: number, size: number): string {
  return Array.from({ length: 6 }, (_, corner) => {
    const angle = (Math.PI / 180) * (60 * corner - 30);
    return `${round(cx + size * Math.cos(angle))},${round(cy + size * Math.sin(angle))}`;
  }).join(' ');
}

/** A tile seen slightly from above: its side, its face and a light top edge. */
function tile(cx: number, cy: number, colour: string, size = SIZE - 2.5): string {
  return `<polygon points="${hexagonPoints(cx, cy + DEPTH, size)}" fill="${colour}" fill-opacity="0.45"/>
<polygon points="${hexagonPoints(cx, cy, size)}" fill="${colour}"/>
<polygon points="${hexagonPoints(cx, cy, size - 6)}" fill="url(#tile-light)"/>`;
}

function emptySlot(cx: number, cy: number): string {
  return `<polygon points="${hexagonPoints(cx, cy + DEPTH / 2, SIZE - 3)}" fill="${palette.inset}" stroke="${palette.rule}" stroke-width="1.5" stroke-dasharray="4 4"/>`;
}

/** The hexagonal board in axial coordinates, back rows first so nearer tiles overlap them. */
function board(): string {
  const random = seededRandom(5);
  const parts: string[] = [];
  for (let r = -BOARD_RADIUS; r <= BOARD_RADIUS; r++) {
    for (let q = -BOARD_RADIUS; q <= BOARD_RADIUS; q++) {
      if (Math.abs(q + r) > BOARD_RADIUS) continue;
      const cx = CENTRE.x + SIZE * Math.sqrt(3) * (q + r / 2);
      const cy = CENTRE.y + SIZE * 1.5 * r;
      const roll = random();
      const colour = TILE_COLOURS[Math.floor(random() * TILE_COLOURS.length)] ?? palette.accent;
      parts.push(roll < 0.2 ? emptySlot(cx, cy) : tile(cx, cy, colour));
    }
  }
  return parts.join('');
}

/** The side panel: the next tile to place and the two players' scores. */
function sidePanel(): string {
  const x = 40;
  const player = (y: number, name: string, score: string, colour: string, active: boolean) =>
    `<rect x="${x}" y="${y}" width="124" height="46" rx="10" fill="${palette.card}" ${active ? `stroke="${palette.accent}" stroke-width="2"` : ''}/>
<circle cx="${x + 20}" cy="${y + 23}" r="8" fill="${colour}"/>
${text(name, { x: x + 36, y: y + 18, size: 10, weight: 500, fill: palette.muted, align: 'centre' })}
${text(score, { x: x + 36, y: y + 32, size: 14, weight: 700, fill: palette.text, align: 'centre' })}`;
  return `${text('HEXA', { x, y: 64, size: 20, weight: 700, fill: palette.text })}
${text('Tour 12', { x, y: 84, size: 11, weight: 400, fill: palette.muted })}
${player(108, 'Joueur 1', '1 240', palette.accent, true)}
${player(164, 'Joueur 2', '980', palette.violet, false)}
${text('Prochaine tuile', { x, y: 250, size: 11, weight: 500, fill: palette.muted })}
<rect x="${x}" y="262" width="124" height="110" rx="12" fill="${palette.card}"/>
${tile(x + 62, 312, palette.amber, SIZE)}`;
}

/** 05: the Java hexagonal tile game — a board of coloured tiles, a game in progress. */
export function drawHexagons(): string {
  return projectCanvas(
    `<defs><linearGradient id="tile-light" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
</linearGradient></defs>
${board()}
${sidePanel()}`,
    palette.teal,
  );
}
