import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { profile } from '../../content/profile';
import { education, experience } from '../../content/resume';
import { skillCategories } from '../../content/skills';
import { renderCv } from './render-cv';

const content = { profile, experience, education, skillCategories };

/** The PDF's text as a reader (or a recruiter's ATS) extracts it, with whitespace folded. */
function pdfText(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
  } catch (error) {
    throw new Error('pdftotext is needed to read the CV back (Debian: apt-get install poppler-utils)', { cause: error });
  }
}

describe('the CV PDF', () => {
  it('is one A4 page carrying every item of the Parcours page', async () => {
    const pdf = await renderCv(content);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toContain(`Title:           CV - ${profile.name}`);

    const text = pdfText(pdf);
    const expected = [
      profile.name,
      profile.jobTitle,
      profile.phone,
      profile.email,
      profile.city,
      ...profile.languages,
      ...profile.interests,
      ...[...experience, ...education].flatMap((entry) => [entry.title, entry.period, entry.place]),
      ...skillCategories.flatMap((category) => category.skills.map((skill) => skill.name)),
    ];
    for (const item of expected) expect(text).toContain(item);
  });

  it('refuses content that no longer fits on one page', async () => {
    const long = { ...content, profile: { ...profile, intro: 'Un paragraphe bien trop long. '.repeat(200) } };
    await expect(renderCv(long)).rejects.toThrow('no longer fits on one A4 page');
  });
});
