import resumeSchema from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import { availabilityLine } from '../../content/availability.ts';
import { publishedLanguages } from '../../content/languages.ts';
import { pagePath, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { profile, resumeJsonPath, spokenLanguages } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { jsonResume } from './json-resume.ts';

function schemaErrors(resume: unknown): string[] {
  let errors: string[] = [];
  resumeSchema.validate(
    resume,
    (found) => (errors = (found ?? []).map((error) => `${error.property} ${error.message}`)),
  );
  return errors;
}

describe.each(publishedLanguages)('the JSON Resume in %s', (lang) => {
  const resume = jsonResume(lang);

  it('is valid against the JSON Resume schema, its own address as canonical', () => {
    expect(schemaErrors(JSON.parse(JSON.stringify(resume)))).toEqual([]);
    expect(resume.meta.canonical).toBe(`${siteUrl}${resumeJsonPath(lang)}`);
  });

  it('names the owner, their title, how to reach them and their profiles', () => {
    expect(resume.basics).toMatchObject({
      name: profile.name,
      label: profile.jobTitle[lang],
      email: profile.email,
      phone: profile.phone,
      url: `${siteUrl}${pagePath('home', lang)}`,
      location: { address: profile.address, city: profile.city },
    });
    expect(resume.basics.profiles.map((each) => each.url)).toEqual([profile.links.github, profile.links.linkedin]);
  });

  it('ends the summary with the availability line, when the owner is looking', () => {
    const line = availabilityLine(lang);
    expect(resume.basics.summary.startsWith(profile.intro[lang])).toBe(true);
    if (line) expect(resume.basics.summary.endsWith(`\n\n${line}`)).toBe(true);
    else expect(resume.basics.summary).toBe(profile.intro[lang]);
  });

  it('lists every project, in order, with its page, tags and year', () => {
    expect(resume.projects).toHaveLength(projects.length);
    resume.projects.forEach((entry, index) => {
      const project = projects[index]!;
      expect(entry).toMatchObject({
        name: project.title[lang],
        description: project.description[lang],
        url: `${siteUrl}${projectPath(project, lang)}`,
        keywords: project.tags,
        startDate: String(project.year),
        endDate: String(project.year),
      });
    });
  });

  it('gives a project its outcome as highlights and its role as roles, when its facts have them', () => {
    const listed = (text: string | undefined) => (text ? [text] : undefined);
    resume.projects.forEach((entry, index) => {
      const facts = projects[index]!.facts;
      expect(entry.highlights).toEqual(listed(facts?.outcome?.[lang]));
      expect(entry.roles).toEqual(listed(facts?.role?.[lang]));
    });
  });

  it('gives an experience its result as highlights, when it has one', () => {
    resume.work.forEach((entry, index) => {
      const result = experience[index]!.result?.[lang];
      expect(entry.highlights).toEqual(result ? [result] : undefined);
    });
  });

  it('carries the Parcours page: experience, education, skills and interests', () => {
    expect(resume.work.map((entry) => entry.position)).toEqual(experience.map((entry) => entry.title[lang]));
    expect(resume.education.map((entry) => entry.studyType)).toEqual(education.map((entry) => entry.title[lang]));
    expect(resume.skills.flatMap((skill) => skill.keywords)).toEqual(
      skillCategories.flatMap((category) => category.skills.map((skill) => skill.name)),
    );
    expect(resume.interests.map((each) => each.name)).toEqual(profile.interests[lang]);
  });

  it('dates each entry as the content does, in ISO 8601; one still going on has no end', () => {
    const dates = ({ start, end }: { start: string; end?: string }) => ({ startDate: start, endDate: end });
    expect([...resume.work, ...resume.education].map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual(
      [...experience, ...education].map(dates),
    );
  });

  it('gives each language its level: the CEFR level as written, a native one in words', () => {
    const inWords = spokenLanguages(lang);
    expect(resume.languages).toEqual(
      profile.languages.map(({ name, level }, index) => ({
        language: name[lang],
        fluency: level === 'native' ? inWords[index]!.level : level,
      })),
    );
  });
});
