import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The face the pictures and the CV are drawn in: Roboto, the system stack's open member, which the
 * pages show on Android and stand beside San Francisco and Segoe UI elsewhere
 * ([decision 016](../../docs/decisions/016-one-typeface-story.md)).
 */
export const BRAND_FAMILY = 'Roboto';

export type BrandWeight = 400 | 500 | 700;

const require = createRequire(import.meta.url);

/**
 * Path of the face (latin subset) in WOFF: pdfkit embeds WOFF but not the WOFF2 files of
 * @fontsource, which it fails to decode.
 */
export function brandFontFile(weight: BrandWeight): string {
  return require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`);
}

const fonts = new Map<BrandWeight, fontkit.Font>();

/** The parsed font of a weight, read once: every label of every image lays out with it. */
export function brandFont(weight: BrandWeight): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    const parsed = fontkit.create(readFileSync(brandFontFile(weight)));
    if (!('layout' in parsed)) throw new Error('Expected a single font, not a collection');
    font = parsed;
    fonts.set(weight, font);
  }
  return font;
}

export type TextOutline = { svgPath: string; width: number };

/**
 * Lays out `text` in the brand's face and returns it as one SVG path whose origin is the left end of
 * the baseline, so SVG assets show the real typeface wherever they are rendered, with no font installed.
 */
export function outlineText(text: string, weight: BrandWeight, size: number): TextOutline {
  const font = brandFont(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let penX = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    // Glyph outlines are y-up in font units; SVG is y-down.
    const transformed = glyph.path
      .scale(scale, -scale)
      .translate(penX + position.xOffset * scale, -position.yOffset * scale);
    parts.push(transformed.toSVG());
    penX += position.xAdvance * scale;
  });
  return { svgPath: parts.join(' '), width: penX };
}
