import { palette } from '../palette.ts';
import { text } from '../svg.ts';

export const TITLE_BAR_HEIGHT = 32;

type WindowOptions = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Fill of the area under the title bar. */
  contentFill?: string;
  /** A centred window title (a terminal, an app)… */
  title?: string;
  /** …or an address bar (a web page). */
  address?: string;
};

/** A desktop window frame; the caller draws the content below TITLE_BAR_HEIGHT. */
export function appWindow(options: WindowOptions): string {
  const { x, y, width, height, contentFill = palette.page, title, address } = options;
  const radius = 12;
  const top = y + TITLE_BAR_HEIGHT;
  const barMiddle = y + TITLE_BAR_HEIGHT / 2;
  const content = `M${x} ${top}H${x + width}V${y + height - radius}a${radius} ${radius} 0 0 1 -${radius} ${radius}H${x + radius}a${radius} ${radius} 0 0 1 -${radius} -${radius}Z`;
  const lights = [palette.coral, palette.amber, palette.accent]
    .map((colour, index) => `<circle cx="${x + 18 + index * 16}" cy="${barMiddle}" r="5" fill="${colour}"/>`)
    .join('');
  let heading = '';
  if (title) heading = text(title, { x: x + width / 2, y: barMiddle, size: 11, fill: palette.muted, anchor: 'middle', align: 'centre' });
  if (address) {
    heading = `<rect x="${x + 76}" y="${barMiddle - 10}" width="${width - 152}" height="20" rx="10" fill="${palette.inset}"/>
<path d="M${x + 90} ${barMiddle - 1}h8v6h-8z M${x + 91.5} ${barMiddle - 1}v-2.5a2.5 2.5 0 0 1 5 0v2.5" fill="none" stroke="${palette.accent}" stroke-width="1.4"/>
${text(address, { x: x + 106, y: barMiddle, size: 10, fill: palette.muted, align: 'centre', weight: 400 })}`;
  }
  return `<g>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${palette.raised}" filter="url(#lift)"/>
<path d="${content}" fill="${contentFill}"/>
${lights}${heading}
</g>`;
}
