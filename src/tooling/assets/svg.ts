import { brandFont, outlineText, type BrandWeight } from './brand-font.ts';

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** Height of the brand face's capitals as a fraction of the font size, to centre a label on a line. */
export function capHeightRatio(weight: BrandWeight): number {
  const font = brandFont(weight);
  return font.capHeight / font.unitsPerEm;
}

/** Depth of the brand face's descenders below the baseline, as a fraction of the font size. */
export function descentRatio(weight: BrandWeight): number {
  const font = brandFont(weight);
  return -font.descent / font.unitsPerEm;
}

export type TextOptions = {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: BrandWeight;
  anchor?: 'start' | 'middle';
  /** Where `y` sits: on the baseline (default) or at mid-height of the capitals. */
  align?: 'baseline' | 'centre';
};

/** A line of the brand face as an outlined path, so the rasterizer needs no installed font. */
export function text(content: string, options: TextOptions): string {
  const { x, y, size, fill, weight = 500, anchor = 'start', align = 'baseline' } = options;
  const { svgPath, width } = outlineText(content, weight, size);
  const shiftX = anchor === 'middle' ? -width / 2 : 0;
  const shiftY = align === 'centre' ? (capHeightRatio(weight) * size) / 2 : 0;
  return `<path transform="translate(${round(x + shiftX)} ${round(y + shiftY)})" fill="${fill}" d="${svgPath}"/>`;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Width of a line of the brand face, to lay out labels one after another (the width `text` draws). */
export function textWidth(content: string, size: number, weight: BrandWeight = 500): number {
  const font = brandFont(weight);
  return (font.layout(content).advanceWidth * size) / font.unitsPerEm;
}
