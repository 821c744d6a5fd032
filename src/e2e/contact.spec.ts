import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { holdTheApp, openPage } from './open-page';
import { fakeResendURL } from './servers';

const SUCCESS = 'Message envoyé avec succès !';
const FAILURE = "Erreur lors de l'envoi. Vérifie la console.";
// The preview bundles the function on its first call, which can take seconds on a busy machine.
const FIRST_ANSWER = { timeout: 20_000 };

type SentEmail = { from: string; to: string | string[]; subject: string; text: string; html: string; reply_to?: string | string[] };

/**
 * Each test is a new visitor. Locally the functions take the client IP from X-Forwarded-For (on
 * Netlify it comes from the platform), so a fresh address gives each test its own throttle window.
 */
async function asNewVisitor(page: Page) {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g)!.join(':');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8::${groups}` });
}

function messageFrom(tag: string) {
  return {
    'Nom Complet': `Camille Durand ${tag}`,
    'Adresse Email': `camille.${tag}@example.org`,
    'Numéro de Téléphone': '+33 6 11 22 33 44',
    "Sujet de l'Email": `Proposition de stage ${tag}`,
    'Votre Message': `Bonjour,\nvotre profil nous intéresse <b>vraiment</b> 🚀 ${tag}`,
  };
}

async function sendForm(page: Page, message: Record<string, string>) {
  for (const [placeholder, value] of Object.entries(message)) await page.getByPlaceholder(placeholder).fill(value);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
}

async function emailsSent(): Promise<SentEmail[]> {
  const response = await fetch(`${fakeResendURL}/emails`);
  return (await response.json()) as SentEmail[];
}

for (const width of [375, 1440]) {
  test(`a visitor sends a message at ${width} px and it reaches the owner`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asNewVisitor(page);
    const tag = randomBytes(4).toString('hex');
    const message = messageFrom(tag);
    await openPage(page, '/contact');
    await sendForm(page, message);

    await expect(page.getByRole('status')).toHaveText(SUCCESS, FIRST_ANSWER);
    for (const placeholder of Object.keys(message)) await expect(page.getByPlaceholder(placeholder)).toHaveValue('');

    const email = (await emailsSent()).find((e) => e.subject.includes(tag));
    expect(email, 'the message reached Resend').toBeDefined();
    expect([email!.to].flat()).toEqual(['owner@example.com']);
    expect(email!.from).toBe('Portfolio <portfolio@example.com>');
    expect([email!.reply_to].flat()).toEqual([`camille.${tag}@example.org`]);
    for (const value of Object.values(message)) expect(email!.text).toContain(value);
    expect(email!.html).toContain('&lt;b&gt;vraiment');
    expect(email!.html).not.toContain('<b>vraiment</b>');
  });
}

for (const width of [375, 1440]) {
  test(`an English visitor sends a message at ${width} px and the owner sees their language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asNewVisitor(page);
    const tag = randomBytes(4).toString('hex');
    const message = {
      'Full Name': `Jane Doe ${tag}`,
      'Email Address': `jane.${tag}@example.org`,
      'Phone Number': '+44 20 7946 0958',
      'Email Subject': `Internship offer ${tag}`,
      'Your Message': `Hello,\nwe would like to meet you. ${tag}`,
    };
    await openPage(page, '/en/contact');
    for (const [placeholder, value] of Object.entries(message)) await page.getByPlaceholder(placeholder).fill(value);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status')).toHaveText('Message sent successfully!', FIRST_ANSWER);
    for (const placeholder of Object.keys(message)) await expect(page.getByPlaceholder(placeholder)).toHaveValue('');
    const email = (await emailsSent()).find((e) => e.subject.includes(tag));
    expect(email, 'the message reached Resend').toBeDefined();
    for (const value of Object.values(message)) expect(email!.text).toContain(value);
    expect(email!.text).toContain('Langue du visiteur : anglais');
  });
}

/** A send's outcome as the visitor sees it: the form resets on success, keeps the text on failure. */
async function outcome(page: Page): Promise<'sent' | 'failed' | 'pending'> {
  if ((await page.getByRole('status').textContent())?.startsWith(FAILURE)) return 'failed';
  return (await page.getByPlaceholder('Nom Complet').inputValue()) === '' ? 'sent' : 'pending';
}

test('a burst of messages is throttled and the visitor keeps the text', async ({ page }) => {
  await asNewVisitor(page);
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  await openPage(page, '/contact');

  let sent = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    const message = messageFrom(`burst${attempt}`);
    await sendForm(page, message);
    await expect.poll(() => outcome(page), FIRST_ANSWER).not.toBe('pending');
    if ((await outcome(page)) === 'sent') {
      sent += 1;
      continue;
    }
    await expect(page.getByRole('status')).toContainText('réessayez');
    await expect(page.getByPlaceholder('Votre Message')).toHaveValue(message['Votre Message']);
    break;
  }
  // The function's default: five messages per visitor per ten minutes, then 429.
  expect(sent).toBe(5);
  expect(errors.some((text) => text.startsWith('EmailJS:'))).toBe(true);
});

test('an invalid form sends nothing, shows every error in French and focuses the first field', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => void (request.method() === 'POST' && posted++));
  await openPage(page, '/contact');
  await page.getByPlaceholder('Adresse Email').fill('pas-une-adresse');
  // Straight from the field to the button: the blur error must not move the button away.
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.locator('.contact-form__error:not(:empty)')).toHaveText([
    'Le nom est requis.',
    "L'adresse email n'est pas valide.",
    'Le numéro de téléphone est requis.',
    'Le sujet est requis.',
    'Le message est requis.',
  ]);
  await expect(page.getByPlaceholder('Nom Complet')).toBeFocused();
  expect(posted).toBe(0);
});

test('an invalid English form sends nothing and shows every error in English', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => void (request.method() === 'POST' && posted++));
  await openPage(page, '/en/contact');
  await page.getByPlaceholder('Email Address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.contact-form__error:not(:empty)')).toHaveText([
    'The name is required.',
    'The email address is not valid.',
    'The phone number is required.',
    'The subject is required.',
    'The message is required.',
  ]);
  await expect(page.getByPlaceholder('Full Name')).toBeFocused();
  expect(posted).toBe(0);
});

test('what a visitor types before the app has started is kept and sent', async ({ page }) => {
  await asNewVisitor(page);
  const release = await holdTheApp(page);
  await page.goto('/contact');
  const tag = randomBytes(4).toString('hex');
  const message = messageFrom(tag);
  for (const [placeholder, value] of Object.entries(message)) await page.getByPlaceholder(placeholder).fill(value);
  const button = page.getByRole('button', { name: 'Envoyer le message' });
  await expect(button).toBeDisabled();

  release();
  await expect(button).toBeEnabled();
  for (const [placeholder, value] of Object.entries(message)) await expect(page.getByPlaceholder(placeholder)).toHaveValue(value);
  await button.click();
  await expect(page.getByRole('status')).toHaveText(SUCCESS, FIRST_ANSWER);
  expect((await emailsSent()).some((email) => email.subject.includes(tag))).toBe(true);
});
