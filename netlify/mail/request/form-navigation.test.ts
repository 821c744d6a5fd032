/**
 * The contact form posted by the browser itself, before the app runs or without JavaScript: a
 * navigation, answered with pages (303 to the thank-you page, or a page saying what went wrong),
 * while API clients keep EmailJS's plain text.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { contactErrors } from '../../../src/content/contact-errors.ts';
import { defaultLanguage, languages } from '../../../src/content/languages.ts';
import { MESSAGE_SENT, pagePath } from '../../../src/content/pages.ts';
import { profile } from '../../../src/content/profile.ts';
import { ui } from '../../../src/content/ui.ts';
import { shownLanguage } from '../../../src/test/content-expectations.ts';
import { HONEYPOT_FIELD } from '../../../src/shared/honeypot.ts';
import { answerChallengeRequest } from './challenge/endpoint.ts';
import { isBrowserNavigation } from './form-navigation.ts';
import { handleResendWebhook } from '../observers/webhook/endpoint.ts';
import { allKept } from '../testing/kept.ts';
import {
  call,
  formPost,
  jsonRequest,
  NAVIGATION,
  nextIp,
  SEND_FORM_PATH,
  sendBody,
  SITE,
  uniqueMessage,
  useMailTestEnv,
} from '../testing/harness.ts';

const { resendCalls } = useMailTestEnv();

/** The headers of the app's own fetch, and of the SDK's. */
const FETCH = { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Accept: '*/*' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const decode = (html: string) =>
  html.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (_, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ENTITIES[name!]!,
  );

/** The failure page as a reader meets it: its language, its text and its links. */
function readPage(html: string) {
  const body = html.slice(html.indexOf('<body>'));
  return {
    lang: html.match(/<html lang="(\w+)">/)?.[1],
    text: decode(body.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
    links: [...body.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => ({
      href: decode(href!),
      text: decode(text!),
    })),
  };
}

/** The owner's address and what the mail app opens with. */
function readMailto(href: string) {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('telling a browser navigation from an API client', () => {
  it.each([
    ['a form post in a current browser', NAVIGATION, true],
    ['a form post in a browser without fetch metadata', { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, true],
    ["the app's fetch or the SDK", FETCH, false],
    ['a fetch that asks for HTML', { ...FETCH, Accept: 'text/html' }, false],
    ['curl', { Accept: '*/*' }, false],
    ['a client with no Accept', {}, false],
    ['a client asking for text/htmlx', { Accept: 'text/htmlx' }, false],
  ])('%s: %s', (_, headers, navigation) => {
    expect(isBrowserNavigation(new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers }))).toBe(navigation);
  });

  it('never takes a preflight for a navigation', () => {
    const preflight = new Request(SITE + SEND_FORM_PATH, { method: 'OPTIONS', headers: { Accept: 'text/html' } });
    expect(isBrowserNavigation(preflight)).toBe(false);
  });
});

describe('the form posted by the browser itself', () => {
  it('sends the message and lands on the thank-you page, the text in no URL', async () => {
    const message = uniqueMessage();
    const { status, response, text } = await call(formPost(message));
    expect(status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}${pagePath(MESSAGE_SENT, defaultLanguage)}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text).toBe('');
    expect(resendCalls).toHaveLength(1);
    expect(String(resendCalls[0]?.body.text)).toContain(message.message);
  });

  // A language the site does not publish has no pages: the default language's take its place.
  it.each(languages)("lands on the thank-you page in the page's language, %s", async (language) => {
    const { response } = await call(formPost({ ...uniqueMessage(), language }));
    expect(response.headers.get('location')).toBe(`${SITE}${pagePath(MESSAGE_SENT, shownLanguage(language))}`);
    expect(resendCalls).toHaveLength(1);
  });

  it('under MAIL_CHALLENGE=hold, keeps the message as held and thanks the visitor all the same', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'hold');
    const message = uniqueMessage();
    const { status, response } = await call(formPost(message));
    expect(status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}${pagePath(MESSAGE_SENT, defaultLanguage)}`);
    expect(resendCalls).toHaveLength(0);
    const kept = (await allKept()).filter((entry) => entry.message.preview === message.message.slice(0, 280));
    expect(kept.map((entry) => entry.message.state)).toEqual(['held']);
  });

  it('thanks a bot that fills the honeypot, and sends nothing', async () => {
    const { status } = await call(formPost({ ...uniqueMessage(), [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(status).toBe(303);
    expect(resendCalls).toHaveLength(0);
  });

  it.each(languages)(
    'answers an invalid form with a page in its language, %s: each error, and a mail to the owner holding the text',
    async (language) => {
      const message = { ...uniqueMessage(), phone: 'not a number', subject: 'Internship & more', language };
      const { status, response, text } = await call(formPost(message));
      expect(status).toBe(422);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = readPage(text);
      const shown = shownLanguage(language);
      const texts = ui[shown].contact;
      expect(page.lang).toBe(shown);
      expect(page.text).toContain(texts.notSent.title);
      expect(page.text).toContain(`${texts.notSent.invalid} ${contactErrors[shown].invalidPhone}`);
      const [mail, back] = page.links;
      expect(mail?.text).toBe(profile.email);
      expect(readMailto(mail!.href)).toEqual({
        to: profile.email,
        subject: 'Internship & more',
        body: message.message.replace(/\n/g, '\r\n'),
      });
      expect(back).toEqual({ href: `${SITE}${pagePath('contact', shown)}`, text: texts.notSent.backToForm });
      expect(resendCalls).toHaveLength(0);
    },
  );

  it('allows the page its one inline style by its hash, and no script', async () => {
    const { response, text } = await call(formPost({ ...uniqueMessage(), email: 'nope' }));
    const csp = response.headers.get('content-security-policy') ?? '';
    const style = text.match(/<style>([^<]*)<\/style>/)![1]!;
    expect(csp).toContain("default-src 'none';");
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(text).not.toContain('<script');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('says when to retry after a 429, and keeps Retry-After', async () => {
    vi.stubEnv('MAIL_THROTTLE_PER_IP', '1');
    const ip = nextIp();
    await call(formPost(uniqueMessage()), ip);
    const { status, response, text } = await call(formPost(uniqueMessage()), ip);
    expect(status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = readPage(text);
    expect(page.lang).toBe(defaultLanguage);
    expect(page.text).toContain(ui[defaultLanguage].contact.retryLater);
  });

  it.each(languages)(
    'offers the text back even when the service is not configured, before the body is read, %s',
    async (language) => {
      vi.stubEnv('MAIL_TO', '');
      const message = { ...uniqueMessage(), language };
      const { status, text } = await call(formPost(message));
      expect(status).toBe(503);
      const page = readPage(text);
      expect(page.lang).toBe(shownLanguage(language));
      expect(page.text).toContain(ui[shownLanguage(language)].contact.notSent.unavailable);
      expect(readMailto(page.links[0]!.href)).toMatchObject({
        subject: message.subject,
        body: message.message.replace(/\n/g, '\r\n'),
      });
    },
  );

  it('gets EmailJS plain text, as before, when an API client posts the same form', async () => {
    expect(await call(formPost(uniqueMessage(), FETCH))).toMatchObject({ status: 200, text: 'OK' });
    const refused = await call(formPost({ ...uniqueMessage(), phone: 'not a number' }, FETCH));
    // The API's own answers are in French, whatever the page's language.
    expect(refused).toMatchObject({ status: 422, text: `phone: ${contactErrors.fr.invalidPhone}` });
    expect(refused.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('every answer of the mail functions', () => {
  it('asks for HTTPS only, as netlify.toml asks it of the pages: sends, pages, challenges and webhooks', async () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    const pages = toml.match(/Strict-Transport-Security = "([^"]+)"/)![1];
    const answers = [
      (await call(jsonRequest(sendBody()))).response,
      (await call(formPost(uniqueMessage()))).response,
      (await call(formPost({ ...uniqueMessage(), email: 'not an address' }))).response,
      await answerChallengeRequest(new Request(`${SITE}/api/v1.0/challenge`, { headers: { Origin: SITE } })),
      await handleResendWebhook(new Request(`${SITE}/api/v1.0/webhooks/resend`, { method: 'POST', body: '{}' })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 303, 422, 200, 503]);
    for (const answer of answers) expect(answer.headers.get('strict-transport-security')).toBe(pages);
  });
});
