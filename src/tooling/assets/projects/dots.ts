import { palette } from '../palette.ts';
import { gridPath, text } from '../svg.ts';
import { projectCanvas } from './canvas.ts';

const CELL = 40;
const GRID = { x: 220, y: 150, size: 5 };

type Flow = { colour: string; cells: [number, number][]; symbol: string };

/**
 * A 5x5 level, each flow as its [col, row] cells from one dot to the other; the amber one is still
 * being drawn. Every flow's end dots carry a symbol: the colour-blind mode is on.
 */
const FLOWS: Flow[] = [
  { colour: palette.coral, cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2]], symbol: 'circle' },
  { colour: palette.accent, cells: [[0, 1], [1, 1], [2, 1], [3, 1]], symbol: 'square' },
  { colour: palette.sky, cells: [[0, 2], [0, 3], [0, 4], [1, 4], [2, 4]], symbol: 'triangle' },
  { colour: palette.amber, cells: [[1, 2], [2, 2], [3, 2], [3, 3], [3, 4], [4, 4], [4, 3]], symbol: 'diamond' },
  { colour: palette.violet, cells: [[1, 3], [2, 3]], symbol: 'cross' },
];
/** How many of the amber flow's cells are drawn so far (the finger is on the last). */
const AMBER_DRAWN = 5;

function centre([col, row]: [number, number]): [number, number] {
  return [GRID.x + col * CELL + CELL / 2, GRID.y + row * CELL + CELL / 2];
}

function symbolPath(symbol: string, cx: number, cy: number): string {
  switch (symbol) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="4" fill="${palette.page}"/>`;
    case 'square':
      return `<rect x="${cx - 4}" y="${cy - 4}" width="8" height="8" fill="${palette.page}"/>`;
    case 'triangle':
      return `<path d="M${cx} ${cy - 5}l5 8.5h-10z" fill="${palette.page}"/>`;
    case 'diamond':
      return `<path d="M${cx} ${cy - 5.5}l5.5 5.5l-5.5 5.5l-5.5 -5.5z" fill="${palette.page}"/>`;
    default:
      return `<path d="M${cx - 4} ${cy}h8M${cx} ${cy - 4}v8" stroke="${palette.page}" stroke-width="3"/>`;
  }
}

function flow({ colour, cells, symbol }: Flow, drawnCells: number): string {
  const drawn = cells.slice(0, drawnCells);
  const tint = drawn
    .map(([col, row]) => `<rect x="${GRID.x + col * CELL}" y="${GRID.y + row * CELL}" width="${CELL}" height="${CELL}" fill="${colour}" fill-opacity="0.14"/>`)
    .join('');
  const line = drawn.map((cell, index) => `${index === 0 ? 'M' : 'L'}${centre(cell).join(' ')}`).join('');
  const ends = [cells[0], cells[cells.length - 1]]
    .filter((cell): cell is [number, number] => cell !== undefined)
    .map((cell) => {
      const [cx, cy] = centre(cell);
      return `<circle cx="${cx}" cy="${cy}" r="13" fill="${colour}"/>${symbolPath(symbol, cx, cy)}`;
    })
    .join('');
  return `${tint}<path d="${line}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>${ends}`;
}

/** An Android phone: punch-hole camera, status bar and gesture bar. */
function phone(screen: string): string {
  const [x, y, width, height] = [200, 22, 240, 440];
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="36" fill="${palette.inset}" stroke="${palette.rule}" stroke-width="3" filter="url(#lift)"/>
<rect x="${x + 10}" y="${y + 10}" width="${width - 20}" height="${height - 20}" rx="28" fill="${palette.page}"/>
<rect x="${x + width}" y="${y + 100}" width="3" height="56" rx="1.5" fill="${palette.rule}"/>
<circle cx="${x + width / 2}" cy="${y + 26}" r="6" fill="${palette.inset}"/>
${text('9:41', { x: x + 30, y: y + 26, size: 10, weight: 600, fill: palette.text, align: 'centre' })}
<path d="M${x + 178} ${y + 30}l8 -8v8z" fill="${palette.text}"/>
<rect x="${x + 192}" y="${y + 21}" width="16" height="9" rx="2" fill="none" stroke="${palette.text}" stroke-width="1.4"/>
<rect x="${x + 194}" y="${y + 23}" width="9" height="5" rx="1" fill="${palette.accent}"/>
<rect x="${x + width / 2 - 36}" y="${y + height - 22}" width="72" height="4" rx="2" fill="${palette.text}" fill-opacity="0.6"/>
${screen}`;
}

function gameScreen(): string {
  const gridSize = GRID.size * CELL;
  const flows = FLOWS.map((item) => flow(item, item.colour === palette.amber ? AMBER_DRAWN : item.cells.length)).join('');
  const [fingerX, fingerY] = centre([3, 4]);
  const buttons = ['undo', 'reset', 'hint']
    .map((name, index) => {
      const cx = 260 + index * 60;
      const cy = 398;
      const icon =
        name === 'undo'
          ? `<path d="M${cx + 5} ${cy + 5}a6 6 0 1 0 -9 -6" fill="none" stroke="${palette.muted}" stroke-width="2" stroke-linecap="round"/><path d="M${cx - 7} ${cy - 6}l3 5l4 -4z" fill="${palette.muted}"/>`
          : name === 'reset'
            ? `<rect x="${cx - 6}" y="${cy - 6}" width="12" height="12" rx="2" fill="none" stroke="${palette.muted}" stroke-width="2"/>`
            : `<path d="M${cx - 4} ${cy + 4}h8M${cx} ${cy - 8}a6 6 0 0 1 3 11h-6a6 6 0 0 1 3 -11z" fill="none" stroke="${palette.amber}" stroke-width="2" stroke-linejoin="round"/>`;
      return `<circle cx="${cx}" cy="${cy}" r="17" fill="${palette.card}"/>${icon}`;
    })
    .join('');
  return `${text('Niveau 12', { x: 230, y: 86, size: 16, weight: 700, fill: palette.text })}
${text('Coups 6 · Meilleur 5', { x: 230, y: 106, size: 10, weight: 400, fill: palette.muted })}
<rect x="352" y="74" width="58" height="20" rx="10" fill="${palette.accent}" fill-opacity="0.15"/>
${text('80 %', { x: 381, y: 84, size: 10, weight: 600, fill: palette.accent, anchor: 'middle', align: 'centre' })}
<rect x="${GRID.x - 6}" y="${GRID.y - 6}" width="${gridSize + 12}" height="${gridSize + 12}" rx="10" fill="${palette.inset}"/>
<path d="${gridPath(GRID.x, GRID.y, GRID.size, GRID.size, CELL)}" stroke="${palette.text}" stroke-opacity="0.1"/>
${flows}
<circle cx="${fingerX}" cy="${fingerY}" r="19" fill="${palette.amber}" fill-opacity="0.3" stroke="${palette.amber}" stroke-width="2"/>
${buttons}`;
}

/** Stray paths outside the phone carry the grid motif over the whole picture. */
function backdropPaths(): string {
  // Faded as a group so a dot and its path do not show a darker overlap.
  const faint = (points: [number, number][], colour: string) => {
    const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join('');
    const ends = [points[0], points[points.length - 1]]
      .filter((point): point is [number, number] => point !== undefined)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${colour}"/>`)
      .join('');
    return `<g opacity="0.3"><path d="${line}" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>${ends}</g>`;
  };
  return [
    faint([[60, 120], [140, 120], [140, 260], [100, 260]], palette.sky),
    faint([[60, 340], [60, 420], [150, 420]], palette.accent),
    faint([[500, 80], [580, 80], [580, 200]], palette.coral),
    faint([[500, 300], [500, 380], [580, 380]], palette.amber),
  ].join('');
}

/** 07: the Android dot-linking puzzle — coloured dots joined by paths, on a phone. */
export function drawDots(): string {
  return projectCanvas(`${backdropPaths()}${phone(gameScreen())}`);
}
