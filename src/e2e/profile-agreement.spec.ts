/**
 * Everything that says who the owner is, for people and for machines, says the same: the pages,
 * their JSON-LD, the CV's text, resume.json, llms.txt and the vCard, all read from the real build
 * as a visitor, a crawler or an agent gets them. The expectations come from src/content, so a
 * change there must reach every one of them.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { availabilityLine } from '../content/availability.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, projectPath, siteUrl } from '../content/pages.ts';
import { contactCardPath, cvPath, profile, resumeJsonPath } from '../content/profile.ts';
import { featuredProjects, projects } from '../content/projects.ts';
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

type Person = { name: string; email: string; seeks?: { '@type': string; name: string } };

/** What one language shows: its home and contact pages as prerendered, its JSON-LD, CV and resume.json. */
type Sources = { homeText: string; hero: string[]; contactText: string; person: Person; cv: string; resume: JsonResume };

async function gather(browser: Browser, request: APIRequestContext, lang: Lang): Promise<Sources> {
  const page = await browser.newPage({ baseURL });
  await page.goto(pagePath('home', lang));
  const homeText = foldSpaces(await page.locator('body').innerText());
  const hero = await page.locator('.hero__availability').allInnerTexts();
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Person;
  await page.goto(pagePath('contact', lang));
  const contactText = foldSpaces(await page.locator('body').innerText());
  await page.close();
  const cv = pdfText(await (await request.get(cvPath(lang))).body());
  const resume = (await (await request.get(resumeJsonPath(lang))).json()) as JsonResume;
  return { homeText, hero, contactText, person, cv, resume };
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
      expect(sources.resume.projects.map((project) => project.url)).toEqual(projects.map((project) => `${siteUrl}${projectPath(project, lang)}`));
      if (isDefault) {
        for (const project of projects) expect(shared.llms).toContain(`[${project.title[lang]}](${siteUrl}${projectPath(project, lang)})`);
      }
      // The CV lists the featured projects, in their order, and no other.
      const position = (title: string) => sources.cv.indexOf(foldSpaces(title));
      const inCv = titles.filter((title) => position(title) >= 0).sort((a, b) => position(a) - position(b));
      expect(inCv).toEqual(featuredProjects().map((project) => project.title[lang]));
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
    const built = await request.get(file.path);
    const served = await request.get(`${devURL}${file.path}`);
    expect(served.headers()['content-type'], file.path).toBe(file.contentType);
    expect(await served.text(), file.path).toBe(await built.text());
  }
});
