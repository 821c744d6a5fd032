/**
 * The contact form before and without the app: the prerendered form posts by itself, the mail API
 * answers that navigation with the thank-you page in the visitor's language, or with a page that
 * says what went wrong and offers the owner's email, and nothing the visitor typed goes into a URL.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { inboxOutput } from '../../netlify/mail/testing/inbox-run.ts';
import { contactErrors } from '../content/contact-errors.ts';
import { CONTACT_FIELDS, type ContactField } from '../content/contact-fields.ts';
import {
  defaultLanguage,
  languageDetails,
  publishedLanguages,
  type Lang,
  type Language,
} from '../content/languages.ts';
import { MESSAGE_SENT, pagePath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { ui } from '../content/ui.ts';
import { expectNoAxeViolationInEachLook, showFirstLook } from './axe.ts';
import { openPage } from './open-page.ts';
import { startOwnPreview, type OwnPreview } from './own-preview.ts';
import { suiteResend } from './fake-resend-of.ts';
import { suiteCopies } from './servers.ts';
import { newVisitorAddress } from './visitor-address.ts';

// The preview bundles the function on its first call, which can take seconds on a busy machine.
const FIRST_ANSWER = { timeout: 20_000 };
// Each test loads two documents with no app and reads the inbox, or runs axe, on a busy host.
test.describe.configure({ timeout: 90_000 });

type KeptMessage = { state: string; subject: string };
type Visitor = {
  lang: Lang;
  contact: string;
  sent: string;
  send: string;
  thanks: string;
  fields: Record<ContactField, string>;
};

const newTag = () => randomBytes(4).toString('hex');

/** A visitor of the pages in `lang`, what they type tagged with `tag`. */
function visitorIn(lang: Lang, tag: string): Visitor {
  const texts = ui[lang].contact;
  return {
    lang,
    contact: pagePath('contact', lang),
    sent: pagePath(MESSAGE_SENT, lang),
    send: texts.send,
    thanks: texts.success,
    fields: {
      name: `Camille Durand ${tag}`,
      email: `camille.${tag}@example.org`,
      phone: '+33 6 11 22 33 44',
      subject: `Proposition de stage & alternance ${tag}`,
      message: `Bonjour,\nvotre profil nous intéresse : 100 % ! ${tag}`,
    },
  };
}

// The mail tells the owner the page's language, in the mail's own French.
const LANGUAGE_NAMES: Record<Language, string> = { fr: 'français', en: 'anglais' };

/** Every URL the tab asks for or shows, from the first page on. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => void urls.push(request.url()));
  page.on('framenavigated', (frame) => void urls.push(frame.url()));
  return urls;
}

async function fillAndSend(page: Page, visitor: Visitor) {
  for (const field of CONTACT_FIELDS)
    await page.getByPlaceholder(ui[visitor.lang].contact.fields[field].placeholder).fill(visitor.fields[field]);
  await page.getByRole('button', { name: visitor.send }).click();
}

/** `npm run -s inbox -- --json` in the copy of the project the suite's preview serves: what it kept. */
async function keptInThisPreview(tag: string): Promise<KeptMessage[]> {
  const stdout = await inboxOutput(suiteCopies.preview, '--json', '--per-page', '1000');
  return (JSON.parse(stdout) as KeptMessage[]).filter((kept) => kept.subject.includes(tag));
}

/** The app's code never arrives, as behind a script blocker or after a failed download. */
const holdBackTheApp = (page: Page) => page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => route.abort());

/** A visitor sends the form with no app: they land on the thank-you page, and their text is in no URL. */
async function sendWithoutApp(page: Page, visitor: Visitor, origin = '') {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
  const urls = recordUrls(page);
  await page.goto(`${origin}${visitor.contact}`);
  await fillAndSend(page, visitor);

  await page.waitForURL((url) => url.pathname === visitor.sent, FIRST_ANSWER);
  await expect(page.getByRole('heading', { level: 1, name: visitor.thanks })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', visitor.lang);
  const typed = Object.values(visitor.fields).flatMap((value) => [value, encodeURIComponent(value)]);
  for (const url of urls) for (const text of typed) expect(url).not.toContain(text);
}

for (const lang of publishedLanguages) {
  const language = languageDetails[lang].name;
  const visitorOf = (tag: string) => visitorIn(lang, tag);
  test.describe(`${language}, with JavaScript disabled`, () => {
    test.use({ javaScriptEnabled: false });

    test('a visitor sends the form, lands on the thank-you page, and the message is kept and sent', async ({
      page,
    }) => {
      const tag = newTag();
      const visitor = visitorOf(tag);
      await sendWithoutApp(page, visitor);
      expect((await keptInThisPreview(tag)).map((kept) => kept.state)).toEqual(['sent']);
      const [email] = await suiteResend.emailsTagged(tag);
      expect(email?.text).toContain(`Langue du visiteur : ${LANGUAGE_NAMES[lang]}`);
    });
  });

  test(`${language}, with the app's scripts held back: the form sends all the same`, async ({ page }) => {
    await holdBackTheApp(page);
    const tag = newTag();
    await sendWithoutApp(page, visitorOf(tag));
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    expect((await keptInThisPreview(tag)).map((kept) => kept.state)).toEqual(['sent']);
  });
}

test.describe('a failure, with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("shows what went wrong and the owner's email, as a mail that holds the subject and message", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
    const tag = newTag();
    const visitor = visitorIn(defaultLanguage, tag);
    const texts = ui[visitor.lang].contact;
    // The browser lets any phone number through; the mail API does not.
    visitor.fields.phone = 'pas de téléphone';
    const urls = recordUrls(page);
    await page.goto(visitor.contact);
    await fillAndSend(page, visitor);

    await expect(page.getByRole('heading', { level: 1, name: texts.notSent.title })).toBeVisible(FIRST_ANSWER);
    await expect(page.getByRole('listitem')).toHaveText([contactErrors[visitor.lang].invalidPhone]);
    const mail = page.getByRole('link', { name: profile.email });
    await expect(mail.locator('xpath=..')).toHaveText(
      `${texts.writeDirectly.lead}${profile.email}${texts.writeDirectly.trail}`,
    );
    const mailto = new URL((await mail.getAttribute('href'))!);
    expect(mailto.pathname).toBe(profile.email);
    expect(mailto.searchParams.get('subject')).toBe(visitor.fields.subject);
    expect(mailto.searchParams.get('body')).toBe(visitor.fields.message.replace(/\n/g, '\r\n'));
    await expect(page.getByRole('link', { name: texts.notSent.backToForm })).toHaveAttribute(
      'href',
      new RegExp(`${visitor.contact}$`),
    );

    expect(new URL(page.url()).pathname).toBe('/api/v1.0/email/send-form');
    for (const url of urls) expect(url).not.toContain(tag);
    expect(await keptInThisPreview(tag)).toEqual([]);
  });
});

/** The window's height in the looks axe-core checks. */
const WINDOW_HEIGHT = { height: 800 };

test.describe('in both schemes, at 375 and 1440 px', () => {
  test.beforeEach(async ({ page }) => {
    await showFirstLook(page, WINDOW_HEIGHT);
  });

  for (const visitor of publishedLanguages.map((lang) => visitorIn(lang, ''))) {
    test(`${visitor.sent} has no axe-core violation`, async ({ page }) => {
      await openPage(page, visitor.sent);
      await expect(page.getByRole('heading', { level: 1, name: visitor.thanks })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
      await expectNoAxeViolationInEachLook(page, WINDOW_HEIGHT);
    });
  }

  test('the failure page has no axe-core violation', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
    await holdBackTheApp(page);
    const visitor = visitorIn(publishedLanguages.at(-1)!, newTag());
    await page.goto(visitor.contact);
    await fillAndSend(page, { ...visitor, fields: { ...visitor.fields, phone: 'none' } });
    await expect(page.getByRole('heading', { level: 1, name: ui[visitor.lang].contact.notSent.title })).toBeVisible(
      FIRST_ANSWER,
    );
    await expectNoAxeViolationInEachLook(page, WINDOW_HEIGHT);
  });
});

test.describe('under MAIL_CHALLENGE=hold (the default), with JavaScript disabled', () => {
  const SLOW = 240_000;
  test.use({ javaScriptEnabled: false });
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    preview = await startOwnPreview({ MAIL_CHALLENGE: 'hold', MAIL_THROTTLE_KEY_INTERVAL_MS: '0' });
  });
  test.afterAll(async () => preview?.stop());

  test('a message sent without a proof of work is held for the digest, and the visitor thanked', async ({ page }) => {
    test.setTimeout(SLOW);
    const tag = newTag();
    await sendWithoutApp(page, visitorIn(defaultLanguage, tag), preview.origin);
    const held = (JSON.parse(await preview.inbox('--json')) as KeptMessage[]).filter((kept) =>
      kept.subject.includes(tag),
    );
    expect(held.map((kept) => kept.state)).toEqual(['held']);
    expect(await suiteResend.emailsTagged(tag)).toEqual([]);
  });
});
