import { palette } from '../palette.ts';
import { text } from '../svg.ts';
import { projectCanvas } from './canvas.ts';

const CELL = 44;
const BOARD = CELL * 9;
const BOARD_X = 48;
const BOARD_Y = 42;

// A valid solution, and which of its digits the puzzle gives (G), the player has filled in (P) or is
// still empty (.), so the board reads as a game in progress.
const SOLUTION = [
  '534678912',
  '672195348',
  '198342567',
  '859761423',
  '426853791',
  '713924856',
  '961537284',
  '287419635',
  '345286179',
];
const STATE = [
  'GGP.G.P..',
  'G.PGGG...',
  '.GG.P..G.',
  'G...G.P.G',
  'G..G.G..G',
  'G.P.G...G',
  '.G..P.GG.',
  '...GGG..G',
  '.P..G..GG',
];
const SELECTED = { row: 4, col: 4 };
/** Candidates pencilled in a few empty cells: the solving aid. */
const NOTES: { row: number; col: number; digits: string }[] = [
  { row: 1, col: 1, digits: '17' },
  { row: 3, col: 2, digits: '29' },
  { row: 6, col: 8, digits: '4' },
];

function cellX(col: number): number {
  return BOARD_X + col * CELL;
}
function cellY(row: number): number {
  return BOARD_Y + row * CELL;
}

/** The selected cell's row, column and box are tinted, as in most Sudoku apps. */
function highlights(): string {
  const { row, col } = SELECTED;
  const boxX = cellX(col - (col % 3));
  const boxY = cellY(row - (row % 3));
  const tint = `fill="${palette.text}" fill-opacity="0.045"`;
  return `<rect x="${BOARD_X}" y="${cellY(row)}" width="${BOARD}" height="${CELL}" ${tint}/>
<rect x="${cellX(col)}" y="${BOARD_Y}" width="${CELL}" height="${BOARD}" ${tint}/>
<rect x="${boxX}" y="${boxY}" width="${CELL * 3}" height="${CELL * 3}" ${tint}/>
<rect x="${cellX(col) + 2}" y="${cellY(row) + 2}" width="${CELL - 4}" height="${CELL - 4}" rx="4" fill="${palette.accent}" fill-opacity="0.16" stroke="${palette.accent}" stroke-width="2"/>`;
}

function gridLines(): string {
  const thin: string[] = [];
  const thick: string[] = [];
  for (let index = 1; index < 9; index++) {
    const lines = index % 3 === 0 ? thick : thin;
    lines.push(`M${cellX(index)} ${BOARD_Y}v${BOARD}M${BOARD_X} ${cellY(index)}h${BOARD}`);
  }
  return `<path d="${thin.join('')}" stroke="${palette.text}" stroke-opacity="0.12" stroke-width="1"/>
<path d="${thick.join('')}" stroke="${palette.muted}" stroke-opacity="0.55" stroke-width="2.5"/>
<rect x="${BOARD_X}" y="${BOARD_Y}" width="${BOARD}" height="${BOARD}" rx="6" fill="none" stroke="${palette.muted}" stroke-opacity="0.55" stroke-width="2.5"/>`;
}

function digits(): string {
  const parts: string[] = [];
  SOLUTION.forEach((line, row) => {
    [...line].forEach((digit, col) => {
      const state = STATE[row]?.[col];
      if (state !== 'G' && state !== 'P') return;
      const given = state === 'G';
      parts.push(
        text(digit, {
          x: cellX(col) + CELL / 2,
          y: cellY(row) + CELL / 2,
          size: 22,
          weight: given ? 500 : 600,
          fill: given ? palette.text : palette.accent,
          anchor: 'middle',
          align: 'centre',
        }),
      );
    });
  });
  for (const { row, col, digits: candidates } of NOTES) {
    [...candidates].forEach((digit) => {
      const slot = Number(digit) - 1;
      const x = cellX(col) + 9 + (slot % 3) * 13;
      const y = cellY(row) + 9 + Math.floor(slot / 3) * 13;
      parts.push(text(digit, { x, y, size: 10, fill: palette.muted, anchor: 'middle', align: 'centre', opacity: 0.8 }));
    });
  }
  return parts.join('');
}

/** The side panel of the Swing window: timer, number pad and the check button. */
function sidePanel(): string {
  const x = 478;
  const key = 36;
  const gap = 7;
  const padY = 150;
  const keys = Array.from({ length: 9 }, (_, index) => {
    const keyX = x + (index % 3) * (key + gap);
    const keyY = padY + Math.floor(index / 3) * (key + gap);
    const active = index + 1 === 5;
    return `<rect x="${keyX}" y="${keyY}" width="${key}" height="${key}" rx="8" fill="${active ? palette.accent : palette.card}"/>
${text(String(index + 1), { x: keyX + key / 2, y: keyY + key / 2, size: 15, weight: 600, fill: active ? palette.page : palette.text, anchor: 'middle', align: 'centre' })}`;
  }).join('');
  const panelWidth = key * 3 + gap * 2;
  return `${text('SUDOKU', { x, y: 62, size: 18, weight: 700, fill: palette.text })}
<rect x="${x}" y="78" width="58" height="20" rx="10" fill="${palette.accent}" fill-opacity="0.15"/>
${text('Moyen', { x: x + 29, y: 88, size: 10, weight: 600, fill: palette.accent, anchor: 'middle', align: 'centre' })}
<circle cx="${x + 8}" cy="124" r="7" fill="none" stroke="${palette.muted}" stroke-width="1.8"/>
<path d="M${x + 8} 120v4h3" fill="none" stroke="${palette.muted}" stroke-width="1.8" stroke-linecap="round"/>
${text('04:12', { x: x + 22, y: 124, size: 14, weight: 500, fill: palette.muted, align: 'centre' })}
${keys}
<rect x="${x}" y="${padY + 3 * (key + gap) + 8}" width="${panelWidth}" height="34" rx="8" fill="none" stroke="${palette.accent}" stroke-width="2"/>
${text('Vérifier', { x: x + panelWidth / 2, y: padY + 3 * (key + gap) + 25, size: 13, weight: 600, fill: palette.accent, anchor: 'middle', align: 'centre' })}
<rect x="${x}" y="${padY + 3 * (key + gap) + 52}" width="${panelWidth}" height="34" rx="8" fill="${palette.card}"/>
${text('Indice', { x: x + panelWidth / 2, y: padY + 3 * (key + gap) + 69, size: 13, weight: 500, fill: palette.muted, anchor: 'middle', align: 'centre' })}`;
}

/** 03: the Java Sudoku — a 9x9 board in progress beside its number pad. */
export function drawSudoku(): string {
  return projectCanvas(`
<rect x="${BOARD_X - 12}" y="${BOARD_Y - 12}" width="${BOARD + 24}" height="${BOARD + 24}" rx="14" fill="${palette.card}" filter="url(#lift)"/>
<rect x="${BOARD_X}" y="${BOARD_Y}" width="${BOARD}" height="${BOARD}" rx="6" fill="${palette.inset}"/>
${highlights()}
${gridLines()}
${digits()}
${sidePanel()}
`);
}
