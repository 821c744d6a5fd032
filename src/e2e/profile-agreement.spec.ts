/**
 * Everything that says who the owner is and what they made, for people and for machines, says the
 * same: the pages, their JSON-LD, the CV's text, resume.json, llms.txt and the vCard, all read from
 * the real build as a visitor, a crawler or an agent gets them. The expectations come from
 * src/content, so a change there must reach every one of them.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { availabilityLine } from '../content/availability.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, pageTexts, projectPath } from '../content/pages.ts';
import { siteUrl } from '../tooling/site-url.ts';
import { contactCardPath, cvPath, profile, resumeJsonPath, spokenLanguages } from '../content/profile.ts';
import { featuredProjects, projects, type Project } from '../content/projects.ts';
import { experience } from '../content/resume.ts';
import { ui } from '../content/ui.ts';
import type { JsonResume } from '../tooling/profile-files/json-resume.ts';
import { LLMS_TXT_PATH } from '../tooling/profile-files/llms-txt.ts';
import { profileFileList } from '../tooling/profile-files/profile-files-plugin.ts';
import { VCARD_CONTENT_TYPE } from '../tooling/profile-files/vcard.ts';
import { openPage } from './open-page.ts';
import { baseURL, devURL } from './servers.ts';

const foldSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The CV as a recruiter's copy and paste or an ATS reads it (poppler-utils' pdftotext). */
function pdfText(pdf: Buffer): string {
  return foldSpaces(execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }));
}

type Person = { '@id': string; name: string; email: string; seeks?: { '@type': string; name: string } };
type JsonLdNode = Record<string, unknown> & { '@type': string };

/** A project's page as prerendered: its heading, canonical URL, links and JSON-LD blocks. */
type ProjectView = {
  project: Project;
  heading: string;
  canonical: string;
  links: string[];
  portfolioLink: string;
  jsonLd: JsonLdNode[];
};

/**
 * What one language shows: its home and contact pages as prerendered, the Parcours page's About tab,
 * every project's page, the JSON-LD, CV and resume.json.
 */
type Sources = {
  homeText: string;
  hero: string[];
  contactText: string;
  aboutText: string;
  person: Person;
  projectViews: ProjectView[];
  cv: string;
  resume: JsonResume;
};

async function gather(browser: Browser, request: APIRequestContext, lang: Lang): Promise<Sources> {
  const page = await browser.newPage({ baseURL });
  await page.goto(pagePath('home', lang));
  const homeText = foldSpaces(await page.locator('body').innerText());
  const hero = await page.locator('.hero__availability').allInnerTexts();
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Person;
  await page.goto(pagePath('contact', lang));
  const contactText = foldSpaces(await page.locator('body').innerText());
  const projectViews: ProjectView[] = [];
  for (const project of projects) {
    await page.goto(projectPath(project, lang));
    projectViews.push({
      project,
      heading: await page.getByRole('heading', { level: 1 }).innerText(),
      canonical: (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '',
      links: await page
        .locator('main a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')),
      portfolioLink:
        (await page
          .getByRole('navigation', { name: ui[lang].layout.mainMenu })
          .getByRole('link', { name: pageTexts.experience[lang].label, exact: true })
          .getAttribute('href')) ?? '',
      jsonLd: (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as JsonLdNode,
      ),
    });
  }
  // The About tab is no part of the prerendered page: the app shows it on a click.
  await openPage(page, pagePath('education', lang));
  await page.getByRole('tab', { name: ui[lang].resume.tabs.about.text }).click();
  const aboutText = foldSpaces(await page.getByRole('tabpanel').innerText());
  await page.close();
  const cv = pdfText(await (await request.get(cvPath(lang))).body());
  const resume = (await (await request.get(resumeJsonPath(lang))).json()) as JsonResume;
  return { homeText, hero, contactText, aboutText, person, projectViews, cv, resume };
}

/** What only the default language has: llms.txt and the vCard. */
type SharedSources = { llms: string; vcard: ICAL.Component };

async function gatherShared(request: APIRequestContext): Promise<SharedSources> {
  const llms = await (await request.get(LLMS_TXT_PATH)).text();
  const vcard = new ICAL.Component(ICAL.parse(await (await request.get(contactCardPath)).text()));
  return { llms, vcard };
}

for (const lang of publishedLanguages) {
  test.describe(`in ${lang}, the pages, the JSON-LD, the CV and resume.json agree`, () => {
    const isDefault = lang === defaultLanguage;
    let sources: Sources;
    let shared: SharedSources;
    test.beforeAll(async ({ browser, playwright }) => {
      // Every project's page, three others and two files: a guard against a hang on a busy host.
      test.setTimeout(90_000);
      const request = await playwright.request.newContext({ baseURL });
      sources = await gather(browser, request, lang);
      if (isDefault) shared = await gatherShared(request);
      await request.dispose();
    });

    test('on the name', () => {
      expect(sources.homeText).toContain(profile.name);
      expect(sources.person.name).toBe(profile.name);
      expect(sources.cv).toContain(profile.name);
      expect(sources.resume.basics.name).toBe(profile.name);
      if (!isDefault) return;
      expect(shared.llms.split('\n')[0]).toBe(`# ${profile.name}`);
      expect(shared.vcard.getFirstPropertyValue('fn')).toBe(profile.name);
    });

    test('on the email', () => {
      expect(sources.contactText).toContain(profile.email);
      expect(sources.person.email).toBe(`mailto:${profile.email}`);
      expect(sources.cv).toContain(profile.email);
      expect(sources.resume.basics.email).toBe(profile.email);
      if (!isDefault) return;
      expect(shared.llms).toContain(`(mailto:${profile.email})`);
      expect(shared.vcard.getFirstPropertyValue('email')).toBe(profile.email);
    });

    test('on the availability: the hero, the JSON-LD, the CV, resume.json and llms.txt show the one line', () => {
      const line = availabilityLine(lang);
      if (!line) {
        expect(sources.hero).toEqual([]);
        expect(sources.person.seeks).toBeUndefined();
        return;
      }
      expect(sources.person.seeks).toMatchObject({ '@type': 'Demand', name: line });
      expect(sources.resume.basics.summary).toContain(line);
      if (isDefault) expect(shared.llms.split('\n').find((text) => text.startsWith('> '))).toContain(line);
      expect(sources.hero).toEqual([line]);
      expect(sources.cv).toContain(foldSpaces(line));
    });

    test('on the projects: every one in resume.json and llms.txt, the featured ones in the CV', () => {
      const titles = projects.map((project) => project.title[lang]);
      expect(sources.resume.projects.map((project) => project.name)).toEqual(titles);
      expect(sources.resume.projects.map((project) => project.url)).toEqual(
        projects.map((project) => `${siteUrl}${projectPath(project, lang)}`),
      );
      if (isDefault) {
        for (const project of projects)
          expect(shared.llms).toContain(`[${project.title[lang]}](${siteUrl}${projectPath(project, lang)})`);
      }
      // The CV lists the featured projects, in their order, and no other.
      const position = (title: string) => sources.cv.indexOf(foldSpaces(title));
      const inCv = titles.filter((title) => position(title) >= 0).sort((a, b) => position(a) - position(b));
      expect(inCv).toEqual(featuredProjects().map((project) => project.title[lang]));
    });

    test("on the projects' facts and the experience's results: resume.json gives them, llms.txt the featured projects first", () => {
      const listed = (text: string | undefined) => (text ? [text] : undefined);
      expect(sources.resume.projects.map((entry) => entry.highlights)).toEqual(
        projects.map((project) => listed(project.facts?.outcome?.[lang])),
      );
      expect(sources.resume.projects.map((entry) => entry.roles)).toEqual(
        projects.map((project) => listed(project.facts?.role?.[lang])),
      );
      expect(sources.resume.work.map((entry) => entry.highlights)).toEqual(
        experience.map((entry) => listed(entry.result?.[lang])),
      );
      if (!isDefault) return;
      // The project pages llms.txt links, in its order, each line with its note.
      const projectLines = new Map(
        projects.map((project) => [`${siteUrl}${projectPath(project, lang)}`, project] as const),
      );
      const lines = shared.llms.split('\n').flatMap((line) => {
        const project = projectLines.get(/^- \[.*?\]\((\S+)\)/.exec(line)?.[1] ?? '');
        return project ? [{ project, line }] : [];
      });
      const featured = featuredProjects();
      expect(lines.map(({ project }) => project)).toEqual([
        ...featured,
        ...projects.filter((project) => !featured.includes(project)),
      ]);
      for (const { project, line } of lines) {
        const outcome = project.facts?.outcome?.[lang];
        if (outcome) expect(line).toContain(outcome);
      }
    });

    test('on the languages and their levels: the Parcours page, the CV and resume.json', () => {
      const shown = spokenLanguages(lang);
      for (const { text } of shown) {
        expect(sources.aboutText).toContain(text);
        expect(sources.cv).toContain(foldSpaces(text));
      }
      expect(sources.resume.languages).toEqual(
        profile.languages.map(({ name, level }, index) => ({
          language: name[lang],
          fluency: level === 'native' ? shown[index]!.level : level,
        })),
      );
    });

    test('on the programme the position goes with: the hero, the JSON-LD, resume.json and llms.txt name it', () => {
      const programme = profile.seeking?.programme;
      // A profile that names no programme has nothing more to agree on.
      for (const name of programme ? [programme.diploma[lang], programme.school] : []) {
        expect(sources.hero.join(' ')).toContain(name);
        expect(sources.person.seeks?.name).toContain(name);
        expect(sources.resume.basics.summary).toContain(name);
        if (isDefault) expect(shared.llms.split('\n').find((text) => text.startsWith('> '))).toContain(name);
      }
    });

    test('on each project page: its JSON-LD names the project as the page does, by the owner, with the trail from the Portfolio page', () => {
      expect(sources.person['@id']).toEqual(expect.any(String));
      for (const { project, heading, canonical, links, portfolioLink, jsonLd } of sources.projectViews) {
        const url = `${siteUrl}${projectPath(project, lang)}`;
        expect(
          jsonLd.find((node) => node['@type'] === 'Person'),
          project.slug,
        ).toMatchObject({ '@id': sources.person['@id'], name: profile.name });
        const work = jsonLd.find((node) => node['@type'] === 'SoftwareSourceCode' || node['@type'] === 'CreativeWork');
        expect(work, project.slug).toMatchObject({
          '@type': project.githubLink ? 'SoftwareSourceCode' : 'CreativeWork',
          name: project.title[lang],
          url,
          author: { '@id': sources.person['@id'] },
          ...(project.githubLink && { codeRepository: project.githubLink }),
        });
        // The page says the same: its heading, its canonical URL, the repository it links to.
        expect({ heading, canonical }, project.slug).toEqual({ heading: work?.name, canonical: work?.url });
        if (project.githubLink) expect(links, project.slug).toContain(work?.codeRepository);
        const trail = jsonLd.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as
          { name: string; item: string }[] | undefined;
        expect(trail, project.slug).toEqual([
          {
            '@type': 'ListItem',
            position: 1,
            name: pageTexts.experience[lang].label,
            item: `${siteUrl}${pagePath('experience', lang)}`,
          },
          { '@type': 'ListItem', position: 2, name: project.title[lang], item: url },
        ]);
        // Its steps are the page the menu's Portfolio entry leads to, then this one.
        expect(
          trail?.map((step) => step.item),
          project.slug,
        ).toEqual([`${siteUrl}${portfolioLink}`, canonical]);
      }
    });
  });
}

test('the contact page offers the vCard, served as text/vcard, to download', async ({ page, request }) => {
  const response = await request.get(contactCardPath);
  expect(response.headers()['content-type']).toBe(VCARD_CONTENT_TYPE);
  await openPage(page, pagePath('contact', defaultLanguage));
  const link = page.getByRole('link', { name: ui[defaultLanguage].contact.addToContacts });
  await expect(link).toHaveAttribute('href', contactCardPath);
  await expect(link).toHaveAttribute('download');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await readFile((await download.path())!, 'utf8')).toBe(await response.text());
});

test('npm run dev serves the same profile files, with their media types', async ({ request }) => {
  for (const file of profileFileList) {
    const built = await request.get(file.url);
    const served = await request.get(`${devURL}${file.url}`);
    expect(served.headers()['content-type'], file.url).toBe(file.type);
    expect(await served.text(), file.url).toBe(await built.text());
  }
});
