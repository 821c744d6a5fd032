import { describe, expect, it } from 'vitest';
import { publishedLanguages } from '../../content/languages.ts';
import { cvPath, profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { renderCv } from '../cv/render-cv.ts';
import { cvFindings } from './doctor.ts';

describe("the doctor's look at the CV", () => {
  it('finds nothing to say of the CV as the content makes it', async () => {
    expect(await cvFindings(process.cwd())).toEqual([]);
  });

  it('names each CV that runs past one page', async () => {
    const long = Object.fromEntries(publishedLanguages.map((lang) => [lang, `${profile.intro[lang]} `.repeat(20)]));
    const tooLong = {
      profile: { ...profile, intro: { ...profile.intro, ...long } },
      experience,
      education,
      skillCategories,
      projects,
    };
    const found = await cvFindings(process.cwd(), (_root, lang) => renderCv(tooLong, lang));
    expect(found).toEqual(
      publishedLanguages.map((lang) =>
        expect.objectContaining({
          file: 'src/content',
          severity: 'error',
          text: expect.stringContaining(`(${cvPath(lang)})`),
        }),
      ),
    );
    expect(found[0]!.text).toMatch(/one A4 page/);
  });
});
