/**
 * A deploy of two answers: the site's build, which sets no public key (MAIL_PUBLIC_KEY), as a deploy
 * from the Deploy button does not, served with its functions given only what the button asks for
 * (RESEND_API_KEY and MAIL_TO; here also RESEND_BASE_URL, which points Resend's SDK at the fake) and
 * none of netlify.toml's dev settings. A visitor's message reaches the owner.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEFAULT_MAIL_FROM } from '../../netlify/mail/request/config.ts';
import { defaultLanguage } from '../content/languages.ts';
import { ui } from '../content/ui.ts';
import { SEND_OUTCOME } from './contact-form.ts';
import { openPage } from './open-page.ts';
import { startDeployedPreview, type OwnPreview } from './own-preview.ts';
import { fakeResendOf } from './fake-resend-of.ts';
import { newVisitorAddress } from './visitor-address.ts';

const START = 120_000;
const OWNER = 'owner@example.com';
const texts = ui[defaultLanguage].contact;

let site: OwnPreview;
test.beforeAll(async () => {
  test.setTimeout(START);
  site = await startDeployedPreview({ ...fakeResendOf('re_fake_for_the_deploy').env, MAIL_TO: OWNER });
});
test.afterAll(async () => site?.stop());

test("a visitor's message goes from Resend's test sender to MAIL_TO, with nothing else set", async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
  // The default language's pages are at the unprefixed addresses.
  await openPage(page, `${site.origin}/contact`);
  const { fields } = texts;
  await page.getByPlaceholder(fields.name.placeholder).fill('Camille Durand');
  await page.getByPlaceholder(fields.email.placeholder).fill(`camille.${tag}@example.org`);
  await page.getByPlaceholder(fields.phone.placeholder).fill('+33 6 11 22 33 44');
  await page.getByPlaceholder(fields.subject.placeholder).fill(`Proposition ${tag}`);
  await page.getByPlaceholder(fields.message.placeholder).fill('Bonjour, votre profil nous intéresse.');
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('status')).toHaveText(texts.success, SEND_OUTCOME);

  // Answered OK and delivered now, not held: the form's proof of work passed with the derived secret.
  const [email] = await site.resend.emailsTagged(tag);
  expect(email, 'the message reached Resend').toBeDefined();
  expect(email!.from).toBe(DEFAULT_MAIL_FROM);
  expect([email!.to].flat()).toEqual([OWNER]);
});
