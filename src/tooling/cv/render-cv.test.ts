import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../content/languages.ts';
import { plainText } from '../../content/phrase.ts';
import { profile } from '../../content/profile.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { renderCv, type CvContent } from './render-cv.ts';

/*
 * The PDF embeds Poppins, so its text is stored as glyph ids and only a real PDF reader gets it back
 * (through the fonts' ToUnicode maps). We read it with poppler (pdftotext, pdfinfo, pdffonts), as a
 * recruiter's copy and paste or an ATS would, and fail with how to install it when it is missing.
 */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Buffer, args: string[] = []): string {
  try {
    return execFileSync(tool, [...args, '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${tool} is needed to read the CV back (Debian: apt-get install poppler-utils)`, { cause: error });
  }
}

const content: CvContent = { profile, experience, education, skillCategories };
const foldSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '');

const headings: Record<Lang, RegExp> = {
  fr: /PROFIL.*EXPÉRIENCE.*FORMATION.*COMPÉTENCES/,
  en: /PROFILE.*EXPERIENCE.*EDUCATION.*SKILLS/,
};

describe.each(languages)('the CV PDF in %s', (lang) => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderCv(content, lang);
  });

  it('carries every item of the profile and the Parcours page as text, in its language', () => {
    // Each column read on its own (a crop box in points), so a line of one never cuts a sentence of the other.
    const column = (x: number, width: number) =>
      poppler('pdftotext', pdf, ['-enc', 'UTF-8', '-x', `${x}`, '-y', '0', '-W', `${width}`, '-H', '842', '-']);
    const text = foldSpaces(`${column(0, 200)} ${column(200, 396)}`);
    const expected = [
      profile.name,
      profile.jobTitle[lang],
      profile.phone,
      profile.email,
      profile.city,
      ...Object.values(profile.links).map(displayUrl),
      profile.intro[lang],
      ...[...experience, ...education].flatMap((entry) => [
        entry.period[lang],
        entry.title[lang],
        entry.place,
        plainText(entry.description[lang]),
      ]),
      ...skillCategories.flatMap((category) => [plainText(category.title[lang]), ...category.skills.map((skill) => skill.name)]),
      ...profile.languages[lang],
      ...profile.interests[lang],
    ];
    for (const item of expected) expect(text).toContain(foldSpaces(item));
    expect(text).toMatch(headings[lang]);
  });

  it('is one A4 page with the owner as title and author', () => {
    const info = poppler('pdfinfo', pdf, ['-enc', 'UTF-8']);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+CV - ${profile.name}$`, 'm'));
    expect(info).toMatch(new RegExp(`^Author:\\s+${profile.name}$`, 'm'));
  });

  it('embeds Poppins and no other font', () => {
    const fontNames = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''));
    expect(new Set(fontNames)).toEqual(new Set(['Poppins-Regular', 'Poppins-Medium', 'Poppins-Bold']));
  });

  it('refuses content that no longer fits on one page', async () => {
    const longIntro = { fr: 'Un paragraphe bien trop long. '.repeat(200), en: 'A paragraph far too long. '.repeat(200) };
    const long = { ...content, profile: { ...profile, intro: longIntro } };
    await expect(renderCv(long, lang)).rejects.toThrow('no longer fits on one A4 page');
  });
});
