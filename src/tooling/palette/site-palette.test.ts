import { describe, expect, it } from 'vitest';
import { parsePalette, paletteColor } from './site-palette.ts';

describe('the site palette', () => {
  const palette = parsePalette(`:root {
    --bg: light-dark(#f3f5f9, #1f242d);
    --line: light-dark(rgb(31 36 45 / 0.14), rgb(255 255 255 / 0.12));
    --radius: 0.75rem;
  }`);

  it('reads both themes of each light-dark() colour, functions included', () => {
    expect(palette).toEqual({
      light: { bg: '#f3f5f9', line: 'rgb(31 36 45 / 0.14)' },
      dark: { bg: '#1f242d', line: 'rgb(255 255 255 / 0.12)' },
    });
  });

  it('fails loudly on a colour the stylesheet does not define', () => {
    expect(() => paletteColor(palette, 'light', 'accent')).toThrow('defines no --accent');
  });
});
