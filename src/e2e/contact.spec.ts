import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contactErrors } from '../content/contact-errors.ts';
import { CONTACT_FIELDS } from '../content/contact-fields.ts';
import { defaultLanguage, type Lang, type Language } from '../content/languages.ts';
import { pagePath } from '../content/pages.ts';
import { ui } from '../content/ui.ts';
import { prefixedLanguages } from '../test/content-expectations.ts';
import { fillForm, holdSends, messageFrom } from './contact-form.ts';
import { channelDistance, contrast, opaque, over, paletteRgb, rgbText } from './contrast.ts';
import { APP_START, holdTheApp, openPage } from './open-page.ts';
import { suiteResend } from './fake-resend-of.ts';
import { newVisitorAddress } from './visitor-address.ts';

const lang = defaultLanguage;
const t = ui[lang].contact;
const contactPage = pagePath('contact', lang);
// The preview bundles the function on its first call, which can take seconds on a busy machine.
const FIRST_ANSWER = { timeout: 20_000 };

/** Each test is a new visitor, with a throttle window of its own. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
}

async function sendForm(page: Page, message: Record<string, string>, language: Lang = lang) {
  await fillForm(page, message);
  await page.getByRole('button', { name: ui[language].contact.send }).click();
}

for (const width of [375, 1440]) {
  test(`a visitor sends a message at ${width} px and it reaches the owner`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asNewVisitor(page);
    const tag = randomBytes(4).toString('hex');
    const message = messageFrom(tag);
    await openPage(page, contactPage);
    await sendForm(page, message);

    await expect(page.getByRole('status')).toHaveText(t.success, FIRST_ANSWER);
    for (const placeholder of Object.keys(message)) await expect(page.getByPlaceholder(placeholder)).toHaveValue('');

    const [email] = await suiteResend.emailsTagged(tag);
    expect(email, 'the message reached Resend').toBeDefined();
    expect([email!.to].flat()).toEqual(['owner@example.com']);
    expect(email!.from).toBe('Portfolio <portfolio@example.com>');
    expect([email!.reply_to].flat()).toEqual([`camille.${tag}@example.org`]);
    for (const value of Object.values(message)) expect(email!.text).toContain(value);
    expect(email!.html).toContain('&lt;b&gt;vraiment');
    expect(email!.html).not.toContain('<b>vraiment</b>');
  });
}

// The mail tells the owner the page's language, in the mail's own French.
const LANGUAGE_NAMES: Record<Language, string> = { fr: 'français', en: 'anglais' };

for (const language of prefixedLanguages) {
  for (const width of [375, 1440]) {
    test(`a visitor in ${language} sends a message at ${width} px and the owner sees their language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await asNewVisitor(page);
      const tag = randomBytes(4).toString('hex');
      const message = messageFrom(tag, language);
      await openPage(page, pagePath('contact', language));
      await sendForm(page, message, language);

      await expect(page.getByRole('status')).toHaveText(ui[language].contact.success, FIRST_ANSWER);
      for (const placeholder of Object.keys(message)) await expect(page.getByPlaceholder(placeholder)).toHaveValue('');
      const [email] = await suiteResend.emailsTagged(tag);
      expect(email, 'the message reached Resend').toBeDefined();
      expect(email!.text).toContain(`Langue du visiteur : ${LANGUAGE_NAMES[language]}`);
    });
  }
}

/** A send's outcome as the visitor sees it: the form resets on success, keeps the text on failure. */
async function outcome(page: Page): Promise<'sent' | 'failed' | 'pending'> {
  if ((await page.getByRole('status').textContent())?.startsWith(t.failure)) return 'failed';
  return (await page.getByPlaceholder(t.fields.name.placeholder).inputValue()) === '' ? 'sent' : 'pending';
}

test('a burst of messages is throttled and the visitor keeps the text', async ({ page }) => {
  // Each message first solves a challenge of its own.
  test.setTimeout(120_000);
  await asNewVisitor(page);
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  await openPage(page, contactPage);

  let sent = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    const message = messageFrom(`burst${attempt}`);
    await sendForm(page, message);
    await expect.poll(() => outcome(page), FIRST_ANSWER).not.toBe('pending');
    if ((await outcome(page)) === 'sent') {
      sent += 1;
      continue;
    }
    await expect(page.getByRole('status')).toContainText(t.retryLater);
    await expect(page.getByPlaceholder(t.fields.message.placeholder)).toHaveValue(
      message[t.fields.message.placeholder]!,
    );
    break;
  }
  // The function's default: five messages per visitor per ten minutes, then 429.
  expect(sent).toBe(5);
  expect(errors.some((text) => text.startsWith('EmailJS:'))).toBe(true);
});

for (const language of [lang, ...prefixedLanguages]) {
  test(`an invalid form in ${language} sends nothing, shows every error in its language and focuses the first field`, async ({
    page,
  }) => {
    const { fields, send } = ui[language].contact;
    const errors = contactErrors[language];
    let posted = 0;
    // A send to the mail API, not the page's audience beacon.
    page.on(
      'request',
      (request) => void (request.method() === 'POST' && request.url().includes('/api/v1.0/email/') && posted++),
    );
    await openPage(page, pagePath('contact', language));
    await page.getByPlaceholder(fields.email.placeholder).fill('pas-une-adresse');
    // Straight from the field to the button: the blur error must not move the button away.
    await page.getByRole('button', { name: send }).click();
    await expect(page.locator('.contact-form__error:not(:empty)')).toHaveText(
      CONTACT_FIELDS.map((field) => (field === 'email' ? errors.invalidEmail : errors.required[field])),
    );
    await expect(page.getByPlaceholder(fields.name.placeholder)).toBeFocused();
    expect(posted).toBe(0);
  });
}

test('what a visitor types before the app has started is kept and sent', async ({ page }) => {
  await asNewVisitor(page);
  const release = await holdTheApp(page);
  await page.goto(contactPage);
  const tag = randomBytes(4).toString('hex');
  const message = messageFrom(tag);
  await fillForm(page, message);
  // The button works from the first paint (the form would post by itself); here the app comes first.
  const button = page.getByRole('button', { name: t.send });
  await expect(button).toBeEnabled();

  release();
  await expect(page.locator('html[data-app="ready"]')).toBeAttached(APP_START);
  for (const [placeholder, value] of Object.entries(message))
    await expect(page.getByPlaceholder(placeholder)).toHaveValue(value);
  await button.click();
  await expect(page.getByRole('status')).toHaveText(t.success, FIRST_ANSWER);
  expect(await suiteResend.emailsTagged(tag)).toHaveLength(1);
});

for (const { path, labels, allRequired } of [lang, ...prefixedLanguages].map((language) => ({
  path: pagePath('contact', language),
  labels: CONTACT_FIELDS.map((field) => ui[language].contact.fields[field].label),
  allRequired: ui[language].contact.allRequired,
}))) {
  for (const width of [375, 1440]) {
    test(`${path} at ${width} px: each field has its label in view above it, and the form says all are required`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, path);
      for (const text of labels) {
        const field = page.getByRole('textbox', { name: text });
        await expect(field).toHaveJSProperty('required', true);
        const label = (await page.getByText(text, { exact: true }).boundingBox())!;
        const box = (await field.boundingBox())!;
        // Readable, not a one-pixel visually hidden box, and at the field's left edge, right above it.
        expect(label.height, text).toBeGreaterThanOrEqual(14);
        expect(Math.abs(label.x - box.x), text).toBeLessThanOrEqual(2);
        expect(label.y + label.height, text).toBeLessThanOrEqual(box.y);
        expect(box.y - (label.y + label.height), text).toBeLessThanOrEqual(12);
      }

      const note = page.getByText(allRequired, { exact: true });
      await expect(note).toBeVisible();
      const firstField = (await page.getByRole('textbox', { name: labels[0] }).boundingBox())!;
      expect((await note.boundingBox())!.y).toBeLessThan(firstField.y);
    });
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** The screen around `box`, up to `margin` px out of it: the colour at a point, in page coordinates. */
async function screenAround(page: Page, box: Box, margin: number) {
  const [left, top] = [Math.floor(box.x - margin), Math.floor(box.y - margin)];
  const clip = {
    x: left,
    y: top,
    width: Math.ceil(box.width + 2 * margin),
    height: Math.ceil(box.height + 2 * margin),
  };
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return ([x, y]: readonly [number, number]): [number, number, number] => {
    const at = ((Math.floor(y) - top) * info.width + (Math.floor(x) - left)) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}

/** Points at the middle of each side of `box`, `distance` px outside it (negative: inside). */
function aroundBox(box: Box, distance: number) {
  const [midX, midY] = [box.x + box.width / 2, box.y + box.height / 2];
  return [
    [box.x - distance, midY],
    [box.x + box.width + distance, midY],
    [midX, box.y - distance],
    [midX, box.y + box.height + distance],
  ] as const;
}

const SIDES = ['left', 'right', 'top', 'bottom'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1440, height: 900 } });

    test('a focused field shows the 3 px focus ring of every other control, in the accent colour', async ({ page }) => {
      await openPage(page, contactPage);
      const accent = await paletteRgb(page, theme, 'accent');
      const field = page.getByRole('textbox', { name: t.fields.name.label });
      await field.focus();
      const box = (await field.boundingBox())!;
      const colourAt = await screenAround(page, box, 8);
      // The ring is 3 px wide, 3 px off the field: its middle is 4.5 px out, all around.
      aroundBox(box, 4.5).forEach((point, side) => {
        const colour = colourAt(point);
        const says = `the focus ring on the field's ${SIDES[side]} side is ${rgbText(colour)}, not the accent colour ${rgbText(accent)} (--accent, ${theme} theme, src/styles/global.css)`;
        expect(channelDistance(colour, accent), says).toBeLessThanOrEqual(4);
      });
    });

    test("a field's edge stands out 3:1 from the form's card", async ({ page }) => {
      await openPage(page, contactPage);
      for (const name of [t.fields.name.label, t.fields.message.label]) {
        const box = (await page.getByRole('textbox', { name }).boundingBox())!;
        const colourAt = await screenAround(page, box, 4);
        // The 2 px border, 1 px in from the box; the card, 2 px out of it.
        const edges = aroundBox(box, -1);
        const card = aroundBox(box, 2);
        for (let side = 0; side < 4; side++) {
          expect(
            contrast(colourAt(edges[side]!), colourAt(card[side]!)),
            `${name}, side ${side}`,
          ).toBeGreaterThanOrEqual(3);
        }
      }
    });

    test(`'${t.sending}' reads at AA contrast while the message goes`, async ({ page }) => {
      await holdSends(page);
      await openPage(page, contactPage);
      await fillForm(page, messageFrom('contrast'));
      // From the keyboard: a pointer would leave the button in its hover look.
      await page.getByRole('button', { name: t.send }).press('Enter');
      const button = page.getByRole('button', { name: t.sending });
      await expect(button).toBeVisible();
      expect(await textContrast(button)).toBeGreaterThanOrEqual(4.5);
    });
  });
}

/** The contrast of an element's text on its background, painted with its opacity on the form's card. */
async function textContrast(element: Locator) {
  // Colours at rest: the button's colours ease in over 0.2 s.
  await element.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  const style = await element.evaluate((el) => {
    const own = getComputedStyle(el);
    return {
      text: own.color,
      background: own.backgroundColor,
      opacity: Number(own.opacity),
      card: getComputedStyle(el.closest('form')!).backgroundColor,
    };
  });
  const card = opaque(style.card);
  const background = over(style.background, card);
  return contrast(over(over(style.text, background), card, style.opacity), over(background, card, style.opacity));
}
