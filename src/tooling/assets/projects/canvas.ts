import { palette } from '../palette.ts';
import { svgDocument } from '../svg.ts';

/** Design size of every project picture (4:3); rasterized at 1x and 2x. */
export const WIDTH = 640;
export const HEIGHT = 480;

/**
 * The common ground of the eight pictures: the page colour, a faint dot grid and a soft glow behind
 * the subject, so they read as one set in the carousel. Also defines the `lift` shadow for cards.
 */
export function projectCanvas(body: string, glow: string = palette.accent): string {
  return svgDocument(
    WIDTH,
    HEIGHT,
    `<defs>
  <radialGradient id="glow" cx="0.5" cy="0.42" r="0.62">
    <stop offset="0" stop-color="${glow}" stop-opacity="0.16"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
  </radialGradient>
  <pattern id="dot-grid" width="24" height="24" patternUnits="userSpaceOnUse">
    <circle cx="12" cy="12" r="1.1" fill="${palette.text}" fill-opacity="0.07"/>
  </pattern>
  <filter id="lift" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.45"/>
  </filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.page}"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dot-grid)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
${body}`,
  );
}
