/**
 * Fits a text of any length into a box of the social images: it wraps onto more lines first, and
 * shrinks only when `maxLines` lines at that size are not enough (or a word alone is too wide).
 */
import type { BrandWeight } from './brand-font.ts';
import { capHeightRatio, descentRatio, text, textWidth } from './svg.ts';

export type TextBox = {
  /** The widest a line may be, and the tallest the block may be (no limit but `maxLines` if absent), in pixels. */
  width: number;
  height?: number;
  maxLines: number;
  /** The size the text takes when it fits. */
  maxSize: number;
  weight: BrandWeight;
  /** From one baseline to the next, as a multiple of the size. */
  lineHeight: number;
};

export type FittedLine = { text: string; width: number };

/**
 * A text laid out in its box: its lines with their measured widths, and the block's height from the
 * top of the capitals of the first line to the bottom of the descenders of the last.
 */
export type FittedText = {
  size: number;
  lines: FittedLine[];
  lineAdvance: number;
  height: number;
  weight: BrandWeight;
};

/** The words as lines no wider than `width` at `size`, filled greedily; null when a word alone is wider. */
function wrap(words: string[], size: number, box: TextBox): FittedLine[] | null {
  const lines: FittedLine[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last && `${last.text} ${word}`;
    const joinedWidth = joined ? textWidth(joined, size, box.weight) : Infinity;
    if (last && joinedWidth <= box.width) {
      lines[lines.length - 1] = { text: joined!, width: joinedWidth };
      continue;
    }
    const width = textWidth(word, size, box.weight);
    if (width > box.width) return null;
    lines.push({ text: word, width });
  }
  return lines;
}

function blockHeight(size: number, lineCount: number, box: TextBox): number {
  return size * (capHeightRatio(box.weight) + (lineCount - 1) * box.lineHeight + descentRatio(box.weight));
}

/** The largest size, in steps of one pixel, at which the text fits the box. */
export function fitText(content: string, box: TextBox): FittedText {
  const words = content.trim().split(/\s+/);
  for (let size = box.maxSize; size >= 1; size -= 1) {
    const lines = wrap(words, size, box);
    if (!lines || lines.length > box.maxLines) continue;
    const height = blockHeight(size, lines.length, box);
    if (height <= (box.height ?? Infinity))
      return { size, lines, lineAdvance: size * box.lineHeight, height, weight: box.weight };
  }
  throw new Error(`No size fits "${content}" in ${box.width} px on ${box.maxLines} lines`);
}

/** The baseline of the last line, the first capitals' top at `top`. */
export const lastBaseline = (fitted: FittedText, top: number) =>
  top + fitted.size * capHeightRatio(fitted.weight) + (fitted.lines.length - 1) * fitted.lineAdvance;

/** The text's lines, left-aligned at `x`, the first capitals' top at `top`. */
export function drawText(fitted: FittedText, x: number, top: number, fill: string): string {
  const firstBaseline = top + fitted.size * capHeightRatio(fitted.weight);
  return fitted.lines
    .map((line, index) =>
      text(line.text, {
        x,
        y: firstBaseline + index * fitted.lineAdvance,
        size: fitted.size,
        weight: fitted.weight,
        fill,
      }),
    )
    .join('\n');
}
