import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../content/profile.ts';
import { PORTRAIT_SIZES, Portrait } from './Portrait.tsx';
import { PORTRAIT_FORMATS, PORTRAIT_WIDTHS, portraitHeight, portraitUrl } from '../../ui/portrait-files.ts';

// What the build found in src/content/pictures, as each test sets it.
const built = vi.hoisted(() => ({ hasPortrait: false }));
vi.mock('virtual:build-facts/portrait', () => ({
  get default() {
    return built.hasPortrait;
  },
}));

describe('the portrait beside the hero text', () => {
  beforeEach(() => {
    built.hasPortrait = false;
  });

  it('is no element at all without a portrait', () => {
    const { container } = render(<Portrait />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the owner's portrait on every screen, each at its size, sized before it loads, after the page's text", () => {
    built.hasPortrait = true;
    const { container } = render(<Portrait />);
    const image = screen.getByRole('img', { name: profile.name });
    const [width] = PORTRAIT_WIDTHS;
    expect(image).toHaveAttribute('width', `${width}`);
    expect(image).toHaveAttribute('height', `${portraitHeight(width)}`);
    expect(image).toHaveAttribute('fetchpriority', 'low');
    expect(image).toHaveAttribute('decoding', 'async');
    const sources = [...container.querySelectorAll('source')];
    // One source per format, for every screen: a phone size and a wide size pick the file.
    expect(sources).toHaveLength(PORTRAIT_FORMATS.length);
    for (const format of PORTRAIT_FORMATS) {
      const source = sources.find((candidate) => candidate.type === `image/${format}`)!;
      expect(source.media).toBe('');
      expect(source.sizes).toBe(PORTRAIT_SIZES);
      expect(source.sizes).toMatch(/\(min-width: [\d.]+em\) [\d.]+rem, [\d.]+rem$/);
      for (const variantWidth of PORTRAIT_WIDTHS)
        expect(source.srcset).toContain(`${portraitUrl(variantWidth, format)} ${variantWidth}w`);
    }
    // It fades in with the title, not after it.
    expect(container.querySelector('picture')).toHaveClass('fade', 'fade--1');
  });
});
