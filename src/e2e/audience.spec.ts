/**
 * The audience journey under `npm run preview` (netlify/audience/README.md): an application link
 * opened in Chromium, a case study read, the CV taken, a message sent, then `npm run stats`; the
 * same journey under Global Privacy Control; a bot's fetch. Each visitor has an address of its own.
 */
import { Writable } from 'node:stream';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { runLinks } from '../../netlify/audience/owner/links-command.ts';
import { runStats } from '../../netlify/audience/owner/stats-command.ts';
import type { Stats } from '../../netlify/audience/owner/stats.ts';
import { existsSync } from 'node:fs';
import { defaultLanguage } from '../content/languages.ts';
import { CASE_STUDY_ID } from '../content/case-study-id.ts';
import { MESSAGE_SENT, pagePath, projectPath } from '../content/pages.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { BEACON_PATH } from '../shared/audience.ts';
import { newVisitorAddress } from './visitor-address.ts';
import { fillForm, messageFrom, SEND_OUTCOME } from './contact-form.ts';
import { openPage } from './open-page.ts';
import { startOwnPreview, type OwnPreview } from './own-preview.ts';

const lang = defaultLanguage;
// A project with a case study (src/content/projects/<slug>.<lang>.md).
const project = projects.find((candidate) =>
  existsSync(new URL(`../content/projects/${candidate.slug}.${lang}.md`, import.meta.url)),
)!;
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

let preview: OwnPreview;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  preview = await startOwnPreview({});
});
test.afterAll(async () => await preview?.stop());
test.describe.configure({ mode: 'serial' });

/** An owner's command in the preview's copy of the project: its stdout. */
async function owner(command: typeof runLinks, ...args: string[]): Promise<string> {
  let stdout = '';
  const out = new Writable({ write: (chunk, _, done) => ((stdout += String(chunk)), done()) });
  const status = await command(args, {
    cwd: preview.root,
    env: {},
    stdout: out,
    stderr: new Writable({ write: (_c, _e, done) => done() }),
  });
  expect(status).toBe(0);
  return stdout;
}

const linkFigures = async (code: string) =>
  (JSON.parse(await owner(runStats, '--json')) as Stats).links.find((link) => link.code === code);

/** Waits for the page's next beacon to be answered. */
const nextBeacon = (page: Page) => page.waitForResponse((response) => response.url().endsWith(BEACON_PATH));

async function journey(browser: Browser, code: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({
    baseURL: preview.origin,
    extraHTTPHeaders: { 'X-Forwarded-For': newVisitorAddress(), ...headers },
  });
  const page = await context.newPage();
  let beacon = nextBeacon(page);
  await page.goto(`/r/${code}`);
  await expect(page).toHaveURL(pagePath('home', lang));
  await beacon;

  beacon = nextBeacon(page);
  await page.goto(projectPath(project, lang));
  await beacon;
  beacon = nextBeacon(page);
  await page.locator(`#${CASE_STUDY_ID}`).evaluate((caseStudy) => caseStudy.scrollIntoView({ block: 'end' }));
  await page.mouse.wheel(0, 10);
  await beacon;

  beacon = nextBeacon(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: ui[lang].home.downloadCv }).last().click();
  await Promise.all([download, beacon]);

  beacon = nextBeacon(page);
  // The app sends the form; a press before it runs would post the page without JavaScript.
  await openPage(page, pagePath('contact', lang));
  await beacon;
  await fillForm(page, messageFrom(`audience-${code}`));
  beacon = nextBeacon(page);
  await page.getByRole('button', { name: ui[lang].contact.send }).click();
  await expect(page.getByRole('status')).toHaveText(ui[lang].contact.success, SEND_OUTCOME);
  await beacon;

  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
  }));
  await context.close();
  return stored;
}

test("a link opened, a case study read, the CV taken and a message sent are that link's, and nothing is left on the device", async ({
  browser,
}) => {
  const { code } = JSON.parse(await owner(runLinks, 'add', 'Acme — stage back-end', '--json')) as { code: string };
  expect(await journey(browser, code)).toEqual({ cookie: '', local: 0, session: 0 });
  expect(await linkFigures(code)).toMatchObject({ fetched: 0, opened: 1, caseStudies: 1, cv: 1, messages: 1 });
  expect((JSON.parse(await preview.inbox('--json')) as { via: string | null }[]).map((message) => message.via)).toEqual(
    [code],
  );
});

test('the same journey under Global Privacy Control counts nothing', async ({ browser }) => {
  const { code } = JSON.parse(await owner(runLinks, 'add', 'Globex', '--json')) as { code: string };
  await journey(browser, code, { 'Sec-GPC': '1' });
  expect(await linkFigures(code)).toBeUndefined();
});

test('a message sent by the form without JavaScript is counted, and keeps the link the visitor came by', async ({
  browser,
}) => {
  const { code } = JSON.parse(await owner(runLinks, 'add', 'Umbrella', '--json')) as { code: string };
  const context = await browser.newContext({
    baseURL: preview.origin,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': newVisitorAddress() },
  });
  const page = await context.newPage();
  await page.goto(`/r/${code}`);
  await page.goto(pagePath('contact', lang));
  await fillForm(page, messageFrom(`no-js-${code}`));
  await page.getByRole('button', { name: ui[lang].contact.send }).click();
  await page.waitForURL((url) => url.pathname === pagePath(MESSAGE_SENT, lang), SEND_OUTCOME);
  await context.close();
  expect(await linkFigures(code)).toMatchObject({ opened: 1, messages: 1 });
  const kept = JSON.parse(await preview.inbox('--json')) as { via: string | null; subject: string }[];
  expect(kept.filter((message) => message.subject.includes(code)).map((message) => message.via)).toEqual([code]);
});

test("a bot's fetch counts as fetched only", async ({ request }) => {
  const { code } = JSON.parse(await owner(runLinks, 'add', 'Initech', '--json')) as { code: string };
  const response = await request.get(`${preview.origin}/r/${code}`, {
    headers: { 'User-Agent': SLACKBOT },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(await linkFigures(code)).toMatchObject({ fetched: 1, opened: 0 });
});
