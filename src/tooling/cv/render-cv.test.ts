import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityLine } from '../../content/availability.ts';
import { publishedLanguages, type Language } from '../../content/languages.ts';
import { projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { plainText } from '../../content/phrase.ts';
import { profile, spokenLanguages, type Seeking } from '../../content/profile.ts';
import { featuredProjects, projects, type Project } from '../../content/projects.ts';
import { education, experience, periodText } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { ui } from '../../content/ui.ts';
import { renderCv, type CvContent } from './render-cv.ts';

/*
 * The PDF embeds Roboto, so its text is stored as glyph ids and only a real PDF reader gets it back
 * (through the fonts' ToUnicode maps). We read it with poppler (pdftotext, pdfinfo, pdffonts), as a
 * recruiter's copy and paste or an ATS would, and fail with how to install it when it is missing.
 */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfimages', pdf: Buffer, args: string[] = []): string {
  try {
    return execFileSync(tool, [...args, '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${tool} is needed to read the CV back (Debian: apt-get install poppler-utils)`, { cause: error });
  }
}

const content: CvContent = { profile, experience, education, skillCategories, projects };
const foldSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '');

/** The whole text, each column read on its own (a crop box in points), so a line of one never cuts a sentence of the other. */
function pageText(pdf: Buffer): string {
  const column = (x: number, width: number) =>
    poppler('pdftotext', pdf, ['-enc', 'UTF-8', '-x', `${x}`, '-y', '0', '-W', `${width}`, '-H', '842', '-']);
  return foldSpaces(`${column(0, 200)} ${column(200, 396)}`);
}

/** The whole text as a plain `pdftotext` reads it, in the order it finds. */
const readText = (pdf: Buffer) => foldSpaces(poppler('pdftotext', pdf, ['-enc', 'UTF-8', '-']));

/** The first of `parts` that `text` does not hold after the one before, if any. */
function outOfOrder(text: string, parts: string[]): string | undefined {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return part;
    from = at + part.length;
  }
  return undefined;
}

const pageCount = (pdf: Buffer) => Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', pdf))?.[1]);
/** The addresses of the page's link annotations, as a reader follows them. */
const linkUrls = (pdf: Buffer) =>
  [...poppler('pdfinfo', pdf, ['-url']).matchAll(/Annotation\s+(\S+)/g)].map((match) => match[1]);
/** The pictures the PDF embeds: width x height. */
const embeddedImages = (pdf: Buffer) =>
  poppler('pdfimages', pdf, ['-list'])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));

/**
 * A 30-project portfolio, the most the site supports: the shipped projects over and over, each its own
 * slug, the copies never featured.
 */
const thirtyProjects: Project[] = Array.from({ length: 30 }, (_, index) => {
  const project = projects[index % projects.length]!;
  return {
    ...project,
    slug: `${project.slug}-${index}`,
    featured: index < projects.length ? project.featured : undefined,
  };
});

/** The CV's section headings for `cv`, in reading order: the sidebar's, then the main column's; a section with nothing to list has none. */
function sectionHeadings(
  { profile, experience, education, skillCategories, projects }: CvContent,
  lang: Language,
): string[] {
  const { cv } = ui[lang];
  const sections: [string, number][] = [
    [cv.contact, 1],
    [cv.projects, featuredProjects(projects).length],
    [cv.languages, profile.languages.length],
    [cv.interests, profile.interests[lang].length],
    [cv.profile, 1],
    [cv.experience, experience.length],
    [cv.education, education.length],
    [cv.skills, skillCategories.length],
  ];
  return sections.filter(([, items]) => items > 0).map(([heading]) => heading.toUpperCase());
}

/** The text of each element of a type in the PDF's structure tree, in its order. */
function structureTexts(pdf: Buffer, type: string): string[] {
  const structure = poppler('pdfinfo', pdf, ['-enc', 'UTF-8', '-struct-text']);
  return [...structure.matchAll(new RegExp(`^\\s*${type} \\(block\\)\\n\\s*"(.*)"$`, 'gm'))].map((match) => match[1]!);
}

describe.each(publishedLanguages)('the CV PDF in %s', (lang) => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderCv(content, lang);
  });

  it('carries every item of the profile and the Parcours page as text, in its language', () => {
    const text = pageText(pdf);
    const expected = [
      profile.name,
      profile.jobTitle[lang],
      profile.phone,
      profile.email,
      profile.city,
      ...Object.values(profile.links).map(displayUrl),
      profile.intro[lang],
      ...[...experience, ...education].flatMap((entry) => [
        periodText(entry, lang),
        entry.title[lang],
        entry.place,
        plainText(entry.description[lang]),
      ]),
      ...skillCategories.flatMap((category) => [
        plainText(category.title[lang]),
        ...category.skills.map((skill) => skill.name),
      ]),
      ...spokenLanguages(lang).map((language) => language.text),
      ...profile.interests[lang],
    ];
    for (const item of expected) expect(text).toContain(foldSpaces(item));
    expect(outOfOrder(text, sectionHeadings(content, lang))).toBeUndefined();
  });

  it('is a tagged PDF whose structure has the name as H1, then each section heading as H2, in reading order', () => {
    expect(poppler('pdfinfo', pdf)).toMatch(/^Tagged:\s+yes$/m);
    expect(structureTexts(pdf, 'H1')).toEqual([profile.name]);
    expect(structureTexts(pdf, 'H2')).toEqual(sectionHeadings(content, lang));
  });

  it('leaves out a section with nothing to list: no experience, skills, languages or interests, no heading for them', async () => {
    const { cv } = ui[lang];
    const student: CvContent = {
      ...content,
      experience: [],
      skillCategories: [],
      profile: { ...profile, languages: [], interests: { fr: [], en: [] } },
    };
    const cvPdf = await renderCv(student, lang);
    expect(structureTexts(cvPdf, 'H2')).toEqual(
      [cv.contact, cv.projects, cv.profile, cv.education].map((heading) => heading.toUpperCase()),
    );
    expect(pageCount(cvPdf)).toBe(1);
  });

  it('never ends a line at the hyphen of a word: a job title that wraps reads whole', async () => {
    // The second is long enough for pdfkit to wrap it in 'front-end', after the hyphen.
    for (const jobTitle of [
      'Étudiante en informatique, développeuse front-end',
      'Jeune étudiante en informatique, développeuse front-end',
    ]) {
      const cvPdf = await renderCv(
        { ...content, profile: { ...profile, jobTitle: { fr: jobTitle, en: jobTitle } } },
        lang,
      );
      expect(readText(cvPdf)).toContain(jobTitle);
    }
  });

  it('reads in that order with a plain pdftotext: the header, the sidebar and its featured projects in their order, the main column', () => {
    // Contact and projects first: a CV has at least one project.
    const [contact, projectsHeading, ...others] = sectionHeadings(content, lang);
    const order = [
      profile.name,
      profile.jobTitle[lang],
      contact!,
      projectsHeading!,
      ...featuredProjects(projects).map((project) => project.title[lang]),
      ...others,
    ];
    expect(outOfOrder(readText(pdf), order.map(foldSpaces))).toBeUndefined();
  });

  it("shows each featured project's outcome and each experience's result", () => {
    const text = readText(pdf);
    const outcomes = featuredProjects(projects).flatMap((project) => project.facts?.outcome?.[lang] ?? []);
    const results = experience.flatMap((entry) => entry.result?.[lang] ?? []);
    for (const line of [...outcomes, ...results]) expect(text).toContain(foldSpaces(line));
  });

  it('is one A4 page with the owner as title and author', () => {
    const info = poppler('pdfinfo', pdf, ['-enc', 'UTF-8']);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+CV - ${profile.name}$`, 'm'));
    expect(info).toMatch(new RegExp(`^Author:\\s+${profile.name}$`, 'm'));
  });

  it('says at the top what the student is looking for, in the line every view shows', async () => {
    // The owner's search, or one of the test's when they are not looking.
    const seeking: Seeking = profile.seeking ?? {
      kind: 'internship',
      start: '2026-09',
      length: { fr: '6 mois', en: '6 months' },
      rhythm: null,
      place: { fr: 'Lyon', en: 'Lyon' },
    };
    const line = availabilityLine(lang, seeking)!;
    const text = pageText(
      profile.seeking ? pdf : await renderCv({ ...content, profile: { ...profile, seeking } }, lang),
    );
    expect(text).toContain(`${ui[lang].cv.availability.toUpperCase()} ${foldSpaces(line)}`);
    // At the top: before the first section.
    expect(text.indexOf(foldSpaces(line))).toBeLessThan(text.indexOf(ui[lang].cv.profile.toUpperCase()));
  });

  it('leaves the availability out when the student is not looking', async () => {
    const notLooking = await renderCv({ ...content, profile: { ...profile, seeking: null } }, lang);
    expect(pageText(notLooking)).not.toContain(ui[lang].cv.availability.toUpperCase());
    expect(pageCount(notLooking)).toBe(1);
  });

  it('lists the featured projects, each with its year and a link to its page', () => {
    const text = pageText(pdf);
    const listed = featuredProjects(projects);
    expect(listed.length).toBeGreaterThan(0);
    expect(text).toContain(ui[lang].cv.projects.toUpperCase());
    for (const project of listed) expect(text).toContain(`${project.title[lang]} ${project.year}`);
    expect(linkUrls(pdf)).toEqual(
      expect.arrayContaining(listed.map((project) => `${siteUrl}${projectPath(project, lang)}`)),
    );
  });

  it('stays one page with 30 projects, listing the featured ones only', async () => {
    const many = await renderCv({ ...content, projects: thirtyProjects }, lang);
    expect(pageCount(many)).toBe(1);
    const projectUrl = (project: Project) => `${siteUrl}${projectPath(project, lang)}`;
    const links = linkUrls(many);
    const featured = featuredProjects(thirtyProjects);
    expect(links).toEqual(expect.arrayContaining(featured.map(projectUrl)));
    expect(
      thirtyProjects.filter((project) => !featured.includes(project) && links.includes(projectUrl(project))),
    ).toEqual([]);
  });

  it("shows the owner's portrait when there is one, and no picture without", async () => {
    expect(embeddedImages(pdf)).toEqual([]);
    const portrait = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#3a86ff' } })
      .jpeg()
      .toBuffer();
    const withPortrait = await renderCv({ ...content, portrait }, lang);
    expect(embeddedImages(withPortrait)).toEqual(['320x400']);
    expect(pageCount(withPortrait)).toBe(1);
  });

  it('embeds Roboto and no other font', () => {
    const fontNames = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''));
    expect(new Set(fontNames)).toEqual(new Set(['Roboto-Regular', 'Roboto-Medium', 'Roboto-Bold']));
  });

  it('refuses content that no longer fits on one page', async () => {
    const longIntro = {
      fr: 'Un paragraphe bien trop long. '.repeat(200),
      en: 'A paragraph far too long. '.repeat(200),
    };
    const long = { ...content, profile: { ...profile, intro: longIntro } };
    await expect(renderCv(long, lang)).rejects.toThrow('no longer fits on one A4 page');
  });
});
