import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

export type PoppinsWeight = 400 | 500 | 600 | 700;

const require = createRequire(import.meta.url);

/**
 * Path of the self-hosted Poppins (latin subset) in WOFF: fontkit and pdfkit read WOFF but not the
 * WOFF2 files of @fontsource, which fail to decode.
 */
export function poppinsFile(weight: PoppinsWeight): string {
  return require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff`);
}

const fonts = new Map<PoppinsWeight, fontkit.Font>();

/** The parsed font of a weight, read once: every label of every image lays out with it. */
export function poppinsFont(weight: PoppinsWeight): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    const parsed = fontkit.create(readFileSync(poppinsFile(weight)));
    if (!('layout' in parsed)) throw new Error('Expected a single font, not a collection');
    font = parsed;
    fonts.set(weight, font);
  }
  return font;
}

export type TextOutline = { svgPath: string; width: number; height: number };

/**
 * Lays out `text` in Poppins and returns it as one SVG path whose origin is the left end of the
 * baseline, so SVG assets show the real typeface wherever they are rendered, with no font installed.
 */
export function outlineText(text: string, weight: PoppinsWeight, size: number): TextOutline {
  const font = poppinsFont(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let penX = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    // Glyph outlines are y-up in font units; SVG is y-down.
    const transformed = glyph.path.scale(scale, -scale).translate(penX + position.xOffset * scale, -position.yOffset * scale);
    parts.push(transformed.toSVG());
    penX += position.xAdvance * scale;
  });
  return { svgPath: parts.join(' '), width: penX, height: (font.ascent - font.descent) * scale };
}
