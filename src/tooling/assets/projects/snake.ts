import { palette } from '../palette.ts';
import { gridPath, text } from '../svg.ts';
import { projectCanvas } from './canvas.ts';
import { appWindow } from './window.ts';

const CELL = 26;
const COLS = 20;
const ROWS = 11;
const BOARD_X = 60;
const BOARD_Y = 84;

type Cell = { col: number; row: number };

const STEPS: Record<string, Cell> = { R: { col: 1, row: 0 }, L: { col: -1, row: 0 }, U: { col: 0, row: -1 }, D: { col: 0, row: 1 } };

/** The snake's cells from tail to head, following moves such as 'RRUU'. */
function walk(start: Cell, moves: string): Cell[] {
  const cells = [start];
  let current = start;
  for (const move of moves) {
    const step = STEPS[move];
    if (!step) throw new Error(`Unknown move ${move}`);
    current = { col: current.col + step.col, row: current.row + step.row };
    cells.push(current);
  }
  return cells;
}

function cellCentre({ col, row }: Cell): { cx: number; cy: number } {
  return { cx: BOARD_X + col * CELL + CELL / 2, cy: BOARD_Y + row * CELL + CELL / 2 };
}

function snakeBody(cells: Cell[]): string {
  return cells
    .map((cell, index) => {
      const { cx, cy } = cellCentre(cell);
      // Brighter toward the head, as the classic game's trail.
      const opacity = 0.4 + (0.6 * index) / (cells.length - 1);
      return `<rect x="${cx - 11.5}" y="${cy - 11.5}" width="23" height="23" rx="5" fill="${palette.accent}" fill-opacity="${opacity.toFixed(2)}"/>`;
    })
    .join('');
}

/** The head, looking right toward the apple. */
function snakeHead(head: Cell): string {
  const { cx, cy } = cellCentre(head);
  const eye = (dy: number) =>
    `<circle cx="${cx + 3}" cy="${cy + dy}" r="3.6" fill="${palette.text}"/><circle cx="${cx + 4.4}" cy="${cy + dy}" r="1.9" fill="${palette.inset}"/>`;
  return `<rect x="${cx - 12}" y="${cy - 12}" width="24" height="24" rx="7" fill="${palette.accent}"/>
${eye(-5)}${eye(5)}
<path d="M${cx + 12} ${cy}h6l3 -3M${cx + 18} ${cy}l3 3" fill="none" stroke="${palette.coral}" stroke-width="1.8" stroke-linecap="round"/>`;
}

function apple(cell: Cell): string {
  const { cx, cy } = cellCentre(cell);
  // Drawn around (0, 0) then placed, a little larger than a cell so it reads at thumbnail size.
  return `<circle cx="${cx}" cy="${cy}" r="22" fill="${palette.coral}" fill-opacity="0.14"/>
<g transform="translate(${cx} ${cy + 1}) scale(1.25)">
<path d="M0 -6c-4 -3 -11 -2 -11 5c0 6 5 11 8 11c1.5 0 2 -0.8 3 -0.8s1.5 0.8 3 0.8c3 0 8 -5 8 -11c0 -7 -7 -8 -11 -5z" fill="${palette.coral}"/>
<path d="M-6 -1a4 4 0 0 1 3 -3" fill="none" stroke="${palette.text}" stroke-opacity="0.6" stroke-width="1.6" stroke-linecap="round"/>
<path d="M0 -6q0 -4 2 -6" fill="none" stroke="#8a5a3c" stroke-width="1.8" stroke-linecap="round"/>
<path d="M1.5 -9q5 -5 9 -2q-4 5 -9 2z" fill="${palette.accent}"/></g>`;
}

/** The speed gauge of the status line: three of five bars lit. */
function speedBars(x: number, y: number): string {
  return Array.from({ length: 5 }, (_, index) => {
    const lit = index < 3;
    return `<rect x="${x + index * 9}" y="${y - 10}" width="6" height="12" rx="1.5" fill="${lit ? palette.accent : palette.rule}"/>`;
  }).join('');
}

/** 01: the terminal Snake in C89 — a snake chasing an apple on an ncurses board. */
export function drawSnake(): string {
  const cells = walk({ col: 3, row: 8 }, 'RRRRRUUURRRRRUURR');
  const head = cells[cells.length - 1];
  if (!head) throw new Error('The snake has no cells');
  const boardWidth = COLS * CELL;
  const boardHeight = ROWS * CELL;
  const statusY = BOARD_Y + boardHeight + 34;
  return projectCanvas(`
${appWindow({ x: 32, y: 28, width: 576, height: 428, contentFill: palette.inset, title: 'snake — ./snake' })}
<rect x="${BOARD_X - 4}" y="${BOARD_Y - 4}" width="${boardWidth + 8}" height="${boardHeight + 8}" rx="4" fill="none" stroke="${palette.rule}" stroke-width="2"/>
<path d="${gridPath(BOARD_X, BOARD_Y, COLS, ROWS, CELL)}" stroke="${palette.text}" stroke-opacity="0.05"/>
${apple({ col: 18, row: 3 })}
${snakeBody(cells.slice(0, -1))}
${snakeHead(head)}
${text('SCORE', { x: BOARD_X, y: statusY, size: 13, fill: palette.muted, weight: 500 })}
${text('0170', { x: BOARD_X + 52, y: statusY, size: 13, fill: palette.accent, weight: 700 })}
${text('VITESSE', { x: BOARD_X + boardWidth - 56, y: statusY, size: 13, fill: palette.muted, anchor: 'end' })}
${speedBars(BOARD_X + boardWidth - 44, statusY)}
${text('$ ./snake --vitesse 3', { x: BOARD_X, y: statusY + 28, size: 11, fill: palette.muted, weight: 400, opacity: 0.6 })}
`);
}
