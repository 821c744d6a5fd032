import { describe, expect, it } from 'vitest';
import { defaultLanguage } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { contentTexts, type ContentText } from './content-texts.ts';
import { contentIssues, fieldName, type FieldPath } from '../content-schema/content-issues.ts';
import { emptyTexts, shippedTexts, untranslatedTexts } from './texts.ts';
import { templateSample } from './template-sample.ts';

const text = (path: FieldPath, value: string, extra: Partial<ContentText> = {}): ContentText => ({
  file: 'src/content/projects.ts',
  line: 7,
  path,
  text: value,
  ownerData: true,
  ...extra,
});

describe("the doctor's reading of the texts", () => {
  it('names an empty text, but not an empty live or repository link (the project shows it as unavailable)', () => {
    const found = emptyTexts([
      text(['projects', 0, 'title', defaultLanguage], ' '),
      text(['projects', 0, 'liveLink'], ''),
      text(['projects', 0, 'githubLink'], ''),
    ]);
    expect(found).toEqual([
      {
        file: 'src/content/projects.ts',
        line: 7,
        severity: 'error',
        text: `projects[0].title.${defaultLanguage} is empty`,
      },
    ]);
  });

  it('warns of a text written as in the French one beyond a few words, not of a short one or a name, and not on a French-only site', () => {
    const sentence = 'Un jeu du serpent en C dans le terminal';
    const texts = [
      text(['projects', 0, 'description', 'fr'], sentence),
      text(['projects', 0, 'description', 'en'], sentence),
      text(['projects', 0, 'title', 'fr'], 'Live Project'),
      text(['projects', 0, 'title', 'en'], 'Live Project'),
      // The owner's name is the same in every language.
      text(['pageTexts', 'home', 'fr', 'title'], `Mon portfolio · ${profile.name}`),
      text(['pageTexts', 'home', 'en', 'title'], `Mon portfolio · ${profile.name}`),
    ];
    expect(untranslatedTexts(texts, ['fr', 'en'], 'fr')).toEqual([
      {
        file: 'src/content/projects.ts',
        line: 7,
        severity: 'warning',
        text: 'projects[0].description.en is the same as its French text: translate it into English',
      },
    ]);
    expect(untranslatedTexts(texts, ['fr'], 'fr')).toEqual([]);
  });

  it("warns of the template's texts on the screens, and of words marked as another language than their page's", () => {
    const [shipped] = templateSample.shippedTexts;
    const screen = { ownerData: false, file: 'src/content/ui.ts' };
    const found = shippedTexts([
      text(['ui', defaultLanguage, 'portfolio', 'title'], shipped!.text, screen),
      text(['ui', defaultLanguage, 'tabs', 'experience'], 'Experience', {
        ...screen,
        lang: defaultLanguage === 'fr' ? 'en' : 'fr',
      }),
      text(['ui', defaultLanguage, 'tabs', 'education'], 'Formation', screen),
      text(['projects', 0, 'title', defaultLanguage], shipped!.text),
    ]);
    expect(found.map((finding) => finding.text)).toEqual([
      `ui.${defaultLanguage}.portfolio.title '${shipped!.text}': ${shipped!.why}`,
      expect.stringMatching(
        new RegExp(`^ui\\.${defaultLanguage}\\.tabs\\.experience 'Experience': \\w+ on the \\w+ pages`),
      ),
    ]);
  });

  it('finds each text of the content in its file, under the name the build gives its field', () => {
    const texts = contentTexts();
    const name = texts.find((candidate) => fieldName(candidate.path) === 'profile.name')!;
    expect(name).toMatchObject({ file: 'src/content/profile.ts', ownerData: true, text: profile.name });
    const unreadable = { ...profile, links: { ...profile.links, github: 'github.com/me' } };
    const [issue] = contentIssues({ 'profile.ts': { profile: unreadable } });
    expect(texts.map((text) => fieldName(text.path))).toContain(issue!.field);
  });
});
