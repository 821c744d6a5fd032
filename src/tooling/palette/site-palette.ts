/** The site's colours, read from the `light-dark()` custom properties of src/styles/global.css. */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type Palette = Record<'light' | 'dark', Record<string, string>>;

const DECLARATION = /--([\w-]+)\s*:\s*light-dark\(/g;

/** The two values of each `--name: light-dark(a, b)` declaration of a stylesheet. */
export function parsePalette(css: string): Palette {
  const palette: Palette = { light: {}, dark: {} };
  for (const match of css.matchAll(DECLARATION)) {
    const start = match.index + match[0].length;
    let depth = 0;
    let comma = -1;
    let end = start;
    for (; end < css.length; end++) {
      const char = css[end];
      if (char === '(') depth++;
      else if (char === ')' && depth-- === 0) break;
      else if (char === ',' && depth === 0) comma = end;
    }
    if (comma < 0) throw new Error(`--${match[1]} is not light-dark(light value, dark value)`);
    palette.light[match[1]!] = css.slice(start, comma).trim();
    palette.dark[match[1]!] = css.slice(comma + 1, end).trim();
  }
  return palette;
}

/** A colour of the palette, failing loudly if the stylesheet no longer defines it. */
export function paletteColor(palette: Palette, theme: 'light' | 'dark', name: string): string {
  const value = palette[theme][name];
  if (value === undefined) throw new Error(`src/styles/global.css defines no --${name}`);
  return value;
}

export const sitePalette = parsePalette(readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8'));

/** Each theme's colour of a colour name, e.g. `siteColor('light', 'accent')`. */
export const siteColor = (theme: 'light' | 'dark', name: string) => paletteColor(sitePalette, theme, name);

const THEME_COLOR_META = /<meta name="theme-color"([^>]*?)data-scheme="(light|dark)"/g;

/** Gives index.html's theme-color metas (one per theme) the page colour of their theme, `--bg`. */
export function themeColor(): Plugin {
  return {
    name: 'portfolio:theme-color',
    transformIndexHtml: (html) =>
      html.replace(
        THEME_COLOR_META,
        (_, attributes: string, theme: 'light' | 'dark') =>
          `<meta name="theme-color" content="${siteColor(theme, 'bg')}"${attributes}data-scheme="${theme}"`,
      ),
  };
}
