import type { Page } from '@playwright/test';
import { CONTACT_FIELDS, type ContactField } from '../content/contact-fields.ts';
import { defaultLanguage, type Lang } from '../content/languages.ts';
import { ui } from '../content/ui.ts';
import { CHALLENGE_PATH } from '../shared/challenge.ts';

/** A message, each field by its placeholder in `lang`; `tag` makes it findable among the sent mails. */
export function messageFrom(tag: string, lang: Lang = defaultLanguage): Record<string, string> {
  const values: Record<ContactField, string> = {
    name: `Camille Durand ${tag}`,
    email: `camille.${tag}@example.org`,
    phone: '+33 6 11 22 33 44',
    subject: `Proposition de stage ${tag}`,
    message: `Bonjour,\nvotre profil nous intéresse <b>vraiment</b> 🚀 ${tag}`,
  };
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [ui[lang].contact.fields[field].placeholder, values[field]]));
}

export async function fillForm(page: Page, message: Record<string, string>) {
  for (const [placeholder, value] of Object.entries(message)) await page.getByPlaceholder(placeholder).fill(value);
}

/** How long the form's widget may take to solve its proof of work: seconds, tens on a busy two-core host. A guard. */
export const PROOF_OF_WORK = { timeout: 45_000 };

/** How long a send's outcome may take: it first waits for a proof-of-work solve. */
export const SEND_OUTCOME = PROOF_OF_WORK;

/**
 * Holds the form's sends until the returned function answers them with an HTTP status (200: sent,
 * anything else: failed), so the states in between can be looked at. Answer first for no wait.
 * No proof-of-work challenge is given either, so a send goes at once, without a solution.
 */
export async function holdSends(page: Page): Promise<(status: number) => void> {
  let answer: (status: number) => void = () => {};
  const answered = new Promise<number>((resolve) => (answer = resolve));
  await page.route(`**${CHALLENGE_PATH}`, (route) => route.fulfill({ status: 503 }));
  await page.route('**/api/v1.0/email/send', async (route) => {
    const status = await answered;
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Internal Server Error' });
  });
  return answer;
}
