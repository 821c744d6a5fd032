import type { Plugin } from 'vite';
import { siteColor } from './site-palette.ts';

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
