import { describe, expect, it } from 'vitest';
import { fieldLines, fieldName } from './field-lines.ts';

const source = `import type { Project } from './projects.ts';

const PLACEHOLDER = 'https://example.com/';
const shared = { place: 'Lyon' };

export const projects: Project[] = [
  {
    slug: 'snake',
    liveLink: PLACEHOLDER,
    title: { fr: 'Serpent', en: 'Snake' },
  },
  { slug: 'sudoku', liveLink: 'https://sudoku.dev/', ...shared },
] satisfies unknown[];
`;

describe('the line of a field of the content', () => {
  const lineOf = fieldLines('projects.ts', source);

  it('is the line that writes it, whatever the value', () => {
    expect(lineOf(['projects', 0, 'liveLink'])).toBe(9);
    expect(lineOf(['projects', 0, 'title', 'en'])).toBe(10);
    expect(lineOf(['projects', 1, 'liveLink'])).toBe(12);
  });

  it('is the nearest line that holds it when the source does not spell it out', () => {
    expect(lineOf(['projects', 1, 'place'])).toBe(12);
    expect(lineOf(['projects', 2, 'slug'])).toBe(6);
    expect(lineOf(['skills', 0])).toBeUndefined();
  });

  it('names a field as the code would write it', () => {
    expect(fieldName(['projects', 0, 'title', 'en'])).toBe('projects[0].title.en');
  });
});
