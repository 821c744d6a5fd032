import { palette } from '../palette.ts';
import { text } from '../svg.ts';
import { seededRandom } from '../random.ts';
import { projectCanvas } from './canvas.ts';

const SPINE_COLOURS = [palette.accent, palette.teal, palette.sky, palette.violet, palette.amber, palette.coral, palette.muted];
const SHELF = { x: 36, width: 330, top: 40, rowHeight: 118, rows: 3 };

/** One row of books standing on a plank at `baseY`, varied in width, height and colour. */
function bookRow(baseY: number, seed: number): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  let x = SHELF.x + 18;
  const end = SHELF.x + SHELF.width - 18;
  // Stop early enough to leave room for the leaning book.
  while (x < end - 62) {
    const width = 14 + Math.floor(random() * 12);
    const height = 62 + Math.floor(random() * 32);
    const colour = SPINE_COLOURS[Math.floor(random() * SPINE_COLOURS.length)] ?? palette.accent;
    const top = baseY - height;
    // Muted spines, with two light bands where a title would be printed.
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="2.5" fill="${colour}" fill-opacity="0.82"/>
<rect x="${x + 3}" y="${top + 10}" width="${width - 6}" height="3" rx="1" fill="${palette.page}" fill-opacity="0.45"/>
<rect x="${x + 3}" y="${top + height - 16}" width="${width - 6}" height="5" rx="1" fill="${palette.page}" fill-opacity="0.35"/>`);
    x += width + 3;
  }
  // A last book leaning on its neighbours fills the gap left at the end of the row.
  const leanX = x + 20;
  parts.push(`<rect x="${leanX}" y="${baseY - 74}" width="15" height="74" rx="2.5" fill="${palette.amber}" fill-opacity="0.82" transform="rotate(-18 ${leanX} ${baseY})"/>`);
  return parts.join('');
}

function bookshelf(): string {
  const height = SHELF.rowHeight * SHELF.rows + 20;
  const rows = Array.from({ length: SHELF.rows }, (_, row) => {
    const plankY = SHELF.top + 10 + (row + 1) * SHELF.rowHeight;
    return `${bookRow(plankY, row + 11)}<rect x="${SHELF.x + 8}" y="${plankY}" width="${SHELF.width - 16}" height="8" rx="2" fill="${palette.rule}"/>`;
  }).join('');
  return `<rect x="${SHELF.x}" y="${SHELF.top}" width="${SHELF.width}" height="${height}" rx="12" fill="${palette.card}" filter="url(#lift)"/>
<rect x="${SHELF.x + 8}" y="${SHELF.top + 8}" width="${SHELF.width - 16}" height="${height - 16}" rx="6" fill="${palette.inset}"/>
${rows}`;
}

/** A shipping container with ribbed doors and the name of the service it runs. */
function container(x: number, y: number, colour: string, label: string): string {
  const [width, height] = [112, 58];
  const ribs = Array.from({ length: 8 }, (_, index) => `M${x + 14 + index * 12} ${y + 8}v${height - 16}`).join('');
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="5" fill="${colour}"/>
<path d="${ribs}" stroke="${palette.page}" stroke-opacity="0.3" stroke-width="3"/>
<rect x="${x + 22}" y="${y + height / 2 - 10}" width="${width - 44}" height="20" rx="4" fill="${palette.page}" fill-opacity="0.85"/>
${text(label, { x: x + width / 2, y: y + height / 2, size: 11, weight: 600, fill: colour, anchor: 'middle', align: 'centre' })}`;
}

/** The Compose stack beside the shelf: three services and the command that starts them. */
function composeStack(): string {
  const x = 394;
  return `<rect x="${x}" y="70" width="210" height="92" rx="12" fill="${palette.card}" filter="url(#lift)"/>
${text('compose.yaml', { x: x + 16, y: 94, size: 11, weight: 500, fill: palette.muted })}
${text('$', { x: x + 16, y: 122, size: 13, weight: 600, fill: palette.accent })}
${text('docker compose up', { x: x + 30, y: 122, size: 13, weight: 500, fill: palette.text })}
<circle cx="${x + 22}" cy="142" r="5" fill="${palette.accent}"/>
${text('3 services démarrés', { x: x + 34, y: 142, size: 10, weight: 400, fill: palette.muted, align: 'centre' })}
${container(x + 49, 222, palette.sky, 'nginx')}
${container(x - 8, 286, palette.accent, 'php')}
${container(x + 106, 286, palette.teal, 'mysql')}
<rect x="${x - 18}" y="350" width="246" height="8" rx="3" fill="${palette.rule}"/>
<path d="M${x - 6} 358v40M${x + 216} 358v40" stroke="${palette.rule}" stroke-width="6" stroke-linecap="round"/>
<path d="M${x + 105} 180v30" stroke="${palette.accent}" stroke-width="2" stroke-dasharray="4 4"/>`;
}

/** 06: the library manager — books on shelves beside the Docker containers that serve them. */
export function drawLibrary(): string {
  return projectCanvas(`${bookshelf()}${composeStack()}`, palette.sky);
}
