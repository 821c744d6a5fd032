import { describe, expect, it } from 'vitest';
import { breakAtSpaces } from './line-breaks.ts';

// One unit per character.
const widthOf = (line: string) => line.length;

describe('the CV line breaks', () => {
  it('ends a line at a space, never after the hyphen of a word', () => {
    expect(breakAtSpaces('Étudiante en informatique, développeuse front-end', 44, widthOf)).toBe(
      'Étudiante en informatique, développeuse\nfront-end',
    );
  });

  it('fills each line as far as the width goes', () => {
    expect(breakAtSpaces('a bb ccc dddd', 6, widthOf)).toBe('a bb\nccc\ndddd');
    expect(breakAtSpaces('a bb ccc', 8, widthOf)).toBe('a bb ccc');
  });

  it('leaves a word longer than a line whole, for pdfkit to cut', () => {
    expect(breakAtSpaces('see https://example.org/a-very-long-path', 10, widthOf)).toBe(
      'see\nhttps://example.org/a-very-long-path',
    );
  });
});
