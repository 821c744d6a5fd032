import { describe, expect, it } from 'vitest';
import { publishedLanguages } from './languages.ts';
import { pageTexts } from './pages.ts';
import { projects } from './projects.ts';

// The Portfolio page's description counts the projects and names their languages in words.
const NUMBER_WORDS = {
  fr: ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix', 'Onze', 'Douze'],
  en: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'],
};
const NAMED_TECHNOLOGIES = ['C', 'Java', 'PHP', 'Android'];
const word = (name: string) => new RegExp(`\\b${name}\\d*\\b`);

describe.each(publishedLanguages)('the Portfolio page description (%s)', (lang) => {
  const { description } = pageTexts.experience[lang];

  it('counts the projects of the carousel', () => {
    expect(description.split(' ')[0]).toBe(NUMBER_WORDS[lang][projects.length - 1]);
  });

  it.each(NAMED_TECHNOLOGIES)('names %s, which a project uses', (technology) => {
    expect(description).toMatch(word(technology));
    expect(projects.some((project) => word(technology).test(project.tech))).toBe(true);
  });
});
