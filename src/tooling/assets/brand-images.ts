/**
 * The favicon, the Apple touch icon and the social (Open Graph) image, drawn from
 * src/content/profile.ts so they follow the owner's name and title (brand-images-plugin.ts serves them).
 */
import { defaultLanguage } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { initials } from './initials.ts';
import { palette } from './palette.ts';
import { rasterize } from './rasterize.ts';
import { round, svgDocument, text, textWidth } from './svg.ts';

/** The initials, dark on the accent, as large as fits a `size` square with a comfortable margin. */
function monogramBadge(x: number, y: number, size: number, cornerRadius: number): string {
  const monogram = initials(profile.name);
  const fontSize = Math.min((size * 0.66) / textWidth(monogram, 1, 700), size * 0.56);
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${cornerRadius}" fill="${palette.accent}"/>
${text(monogram, { x: x + size / 2, y: y + size / 2, size: fontSize, weight: 700, fill: palette.page, anchor: 'middle', align: 'centre' })}`;
}

const OG = { width: 1200, height: 630, margin: 88 };
const HORIZON = 420;

/** The hero's floor grid, in perspective and fading toward the horizon, along the bottom of the card. */
function floorGrid(): string {
  const { width, height } = OG;
  const centre = width / 2;
  const lines: string[] = [];
  for (let index = -12; index <= 12; index++) {
    lines.push(`M${centre + index * 40} ${HORIZON}L${centre + index * 190} ${height}`);
  }
  // Rows closer together toward the horizon, as they recede.
  for (let row = 0; row < 12; row++) {
    const y = HORIZON + (height - HORIZON) / (1 + row * 0.6);
    lines.push(`M0 ${round(y)}H${width}`);
  }
  return `<defs>
  <linearGradient id="floor-fade" gradientUnits="userSpaceOnUse" x1="0" y1="${HORIZON}" x2="0" y2="${height}">
    <stop offset="0" stop-color="${palette.accent}" stop-opacity="0"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0.38"/>
  </linearGradient>
  <radialGradient id="horizon-glow">
    <stop offset="0" stop-color="${palette.accent}" stop-opacity="0.14"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
  </radialGradient>
</defs>
<ellipse cx="${centre}" cy="${HORIZON}" rx="${width * 0.6}" ry="150" fill="url(#horizon-glow)"/>
<path d="${lines.join('')}" stroke="url(#floor-fade)" stroke-width="1.5"/>`;
}

/** The name on one line, the first word in white and the rest in the accent, shrunk if it is long. */
function nameLine(baseline: number): string {
  const [first = '', ...rest] = profile.name.split(' ');
  const availableWidth = OG.width - 2 * OG.margin;
  const size = Math.min(96, availableWidth / textWidth(profile.name, 1, 700));
  const firstWord = text(first, { x: OG.margin, y: baseline, size, weight: 700, fill: palette.text });
  if (rest.length === 0) return firstWord;
  const restX = OG.margin + textWidth(`${first} `, size, 700);
  return firstWord + text(rest.join(' '), { x: restX, y: baseline, size, weight: 700, fill: palette.accent });
}

function socialImage(): string {
  const { width, height, margin } = OG;
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${palette.page}"/>
${floorGrid()}
${monogramBadge(margin, 76, 68, 16)}
${text('Portfolio', { x: margin + 88, y: 110, size: 26, weight: 500, fill: palette.muted, align: 'centre' })}
${nameLine(262)}
${text(profile.jobTitle[defaultLanguage], { x: margin, y: 330, size: 40, weight: 500, fill: palette.muted })}
<rect x="${margin}" y="364" width="96" height="6" rx="3" fill="${palette.accent}"/>`,
  );
}

/** The initials on the accent in a rounded square, as SVG. */
export const faviconSvg = () => svgDocument(64, 64, monogramBadge(0, 0, 64, 14));

/** 180 px, square: iOS rounds the corners itself and shows transparency as black. */
export const touchIconPng = () => rasterize(svgDocument(180, 180, monogramBadge(0, 0, 180, 0))).png({ compressionLevel: 9 }).toBuffer();

/** 1200 x 630. Full colour: a palette PNG would be a third of the size but bands the glow into rings. */
export const socialImagePng = () => rasterize(socialImage()).png({ compressionLevel: 9 }).toBuffer();
