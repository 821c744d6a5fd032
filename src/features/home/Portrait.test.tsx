import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../content/profile.ts';
import { Portrait } from './Portrait.tsx';
import { PORTRAIT_FORMATS, PORTRAIT_WIDTHS, portraitHeight, portraitUrl } from './portrait-files.ts';

// What the build found in src/content/pictures, as each test sets it.
const built = vi.hoisted(() => ({ hasPortrait: false }));
vi.mock('virtual:portrait', () => ({
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

  it("shows the owner's portrait on wide screens only, sized before it loads, after the page's text", () => {
    built.hasPortrait = true;
    const { container } = render(<Portrait />);
    const image = screen.getByRole('img', { name: profile.name });
    const [width] = PORTRAIT_WIDTHS;
    expect(image).toHaveAttribute('width', `${width}`);
    expect(image).toHaveAttribute('height', `${portraitHeight(width)}`);
    expect(image).toHaveAttribute('fetchpriority', 'low');
    expect(image).toHaveAttribute('decoding', 'async');
    const sources = [...container.querySelectorAll('source')];
    // Every real file is for wide screens; the last source, for the others, is inside the page.
    for (const format of PORTRAIT_FORMATS) {
      const source = sources.find((candidate) => candidate.type === `image/${format}`)!;
      expect(source.media).toMatch(/min-width/);
      for (const variantWidth of PORTRAIT_WIDTHS) expect(source.srcset).toContain(`${portraitUrl(variantWidth, format)} ${variantWidth}w`);
    }
    const fallback = sources.at(-1)!;
    expect(fallback.media).toBe('');
    expect(fallback.srcset).toMatch(/^data:/);
  });
});
