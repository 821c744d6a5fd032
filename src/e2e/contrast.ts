/** WCAG 2 contrast, computed from the colours getComputedStyle() gives and the layers they are painted on. */
import type { Page } from '@playwright/test';
import { siteColor } from '../tooling/palette/site-palette.ts';

export type Rgb = [number, number, number];

/** 'rgb(r, g, b)' or 'rgba(r, g, b, a)': the colour and its alpha. */
function parse(colour: string): { rgb: Rgb; alpha: number } {
  const [r = 0, g = 0, b = 0, alpha = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return { rgb: [r, g, b], alpha };
}

/** `top` painted at `alpha` over the opaque `bottom`. */
export function over(top: string | Rgb, bottom: Rgb, alpha = 1): Rgb {
  const layer = typeof top === 'string' ? parse(top) : { rgb: top, alpha: 1 };
  const a = layer.alpha * alpha;
  return layer.rgb.map((channel, i) => channel * a + bottom[i]! * (1 - a)) as Rgb;
}

/** An opaque computed colour. */
export const opaque = (colour: string): Rgb => parse(colour).rgb;

function luminance(rgb: Rgb) {
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * A colour of the palette (src/styles/global.css) as the browser paints it, in whatever notation the
 * owner wrote it: a canvas turns hex, rgb(), hsl() or oklch() into the pixel.
 */
export async function paletteRgb(page: Page, theme: 'light' | 'dark', name: string): Promise<Rgb> {
  return page.evaluate(
    (colour) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as Rgb;
    },
    siteColor(theme, name),
  );
}

/** The largest difference of one channel: 0 for the same colour. */
export const channelDistance = (a: Rgb, b: Rgb) => Math.max(...a.map((channel, i) => Math.abs(channel - b[i]!)));

export const rgbText = (rgb: Rgb) => `rgb(${rgb.map(Math.round).join(' ')})`;
