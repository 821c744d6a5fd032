/**
 * The metric-matched fallbacks of Poppins: local fonts scaled (size-adjust) and given Poppins'
 * ascent, descent and line gap, so text painted in them takes about the room Poppins takes. @capsizecss/core does the
 * arithmetic; the metrics below are those of @capsizecss/metrics 4.3.0 (Poppins, Arial, Roboto)
 * and, for DejaVu Sans (Debian's fonts-dejavu-core, the Linux default), of @capsizecss/unpack 4.0.1.
 */
import { createFontStack } from '@capsizecss/core';

type Metrics = Parameters<typeof createFontStack>[0][number];

const vertical = { ascent: 1050, descent: -350, lineGap: 100, unitsPerEm: 1000 };
const arial = { familyName: 'Arial', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048 };
const roboto = { familyName: 'Roboto', ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048 };
const dejaVu = { familyName: 'DejaVu Sans', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048 };

/** Per weight the site uses: Poppins, then each fallback, the closest weight it has. */
const stacks: [weight: number, poppins: Metrics, ...fallbacks: Metrics[]][] = [
  [
    400,
    { familyName: 'Poppins', ...vertical, xWidthAvg: 500 },
    { ...arial, fullName: 'Arial', postscriptName: 'ArialMT', xWidthAvg: 913 },
    { ...roboto, fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', xWidthAvg: 911 },
    { ...dejaVu, fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', xWidthAvg: 1041 },
  ],
  [
    500,
    { familyName: 'Poppins', ...vertical, xWidthAvg: 506 },
    { ...arial, fullName: 'Arial', postscriptName: 'ArialMT', xWidthAvg: 913 },
    { ...roboto, fullName: 'Roboto Medium', postscriptName: 'Roboto-Medium', xWidthAvg: 919 },
    { ...dejaVu, fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', xWidthAvg: 1041 },
  ],
  [
    700,
    { familyName: 'Poppins', ...vertical, xWidthAvg: 515 },
    { ...arial, fullName: 'Arial Bold', postscriptName: 'Arial-BoldMT', xWidthAvg: 983 },
    { ...roboto, fullName: 'Roboto Bold', postscriptName: 'Roboto-Bold', xWidthAvg: 926 },
    { ...dejaVu, fullName: 'DejaVu Sans Bold', postscriptName: 'DejaVuSans-Bold', xWidthAvg: 1176 },
  ],
];

/**
 * The CSS: the fallback faces of every weight and the site's font stack without Poppins
 * (--fallback-font, also --font until ../../styles/fonts/poppins.css puts Poppins first).
 */
export function fallbackCss(): string {
  const built = stacks.map(([weight, ...metrics]) => createFontStack(metrics, { fontFaceProperties: { fontWeight: weight } }));
  const fallbacks = built[0]!.fontFamily.replace(/^Poppins, /, '');
  return [
    '/* Made by src/tooling/assets/make-fonts.ts (font-fallbacks.ts): do not edit. */',
    ...built.map((stack) => stack.fontFaces),
    `:root {\n  --fallback-font: ${fallbacks}, system-ui, sans-serif;\n  --font: var(--fallback-font);\n}`,
    '',
  ].join('\n');
}
