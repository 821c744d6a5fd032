import { describe, expect, it } from 'vitest';
import { fitText, type TextBox } from './text-fit.ts';
import { textWidth } from './svg.ts';

const box: TextBox = { width: 400, maxLines: 3, maxSize: 48, weight: 700, lineHeight: 1.1 };
const words = 'Un titre assez long pour passer sur plusieurs lignes';

describe('fitting a text in a box', () => {
  it('wraps onto more lines before it shrinks', () => {
    expect(textWidth(words, box.maxSize, box.weight)).toBeGreaterThan(box.width);
    const fitted = fitText(words, { ...box, maxLines: 10 });
    expect(fitted.size).toBe(box.maxSize);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.map((line) => line.text).join(' ')).toBe(words);
  });

  it('shrinks when its lines are not enough, and every line is as wide as measured and within the box', () => {
    const fitted = fitText(words, { ...box, maxLines: 2 });
    expect(fitted.size).toBeLessThan(box.maxSize);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) {
      expect(line.width).toBe(textWidth(line.text, fitted.size, box.weight));
      expect(line.width).toBeLessThanOrEqual(box.width);
    }
    // One pixel larger would not fit: the largest size that does.
    const larger = fitText(words, { ...box, maxLines: 2, maxSize: fitted.size + 1 });
    expect(larger.size).toBe(fitted.size);
  });

  it('keeps the block within its height', () => {
    const fitted = fitText(words, { ...box, height: 120 });
    expect(fitted.height).toBeLessThanOrEqual(120);
  });

  it('fits a word alone wider than the box by shrinking it', () => {
    const fitted = fitText('W'.repeat(60), box);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]!.width).toBeLessThanOrEqual(box.width);
  });
});
