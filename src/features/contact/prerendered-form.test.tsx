import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server.tsx';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { publicKeyOf, SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';

/** The contact form of a prerendered page, as the browser has it before any script runs. */
async function prerenderedForm(path: string) {
  const container = document.createElement('div');
  container.innerHTML = await renderPage(path);
  const form = container.querySelector('form')!;
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
  );
  return { form, hidden };
}

describe('the prerendered contact form, before the app runs', () => {
  it.each(publishedLanguages)(
    'in %s, posts by itself to send-form, with the identifiers and the page language',
    async (language) => {
      const { form, hidden } = await prerenderedForm(pagePath('contact', language));
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/api/v1.0/email/send-form');
      // urlencoded, in the body: nothing the visitor types goes into a URL.
      expect(form.enctype).toBe('application/x-www-form-urlencoded');
      // The identifiers the mail function expects, from a build with no mail setting as from one with MAIL_PUBLIC_KEY.
      expect(hidden).toEqual({
        user_id: publicKeyOf(process.env),
        service_id: SERVICE_ID,
        template_id: TEMPLATE_ID,
        language,
      });
      expect(
        [...form.querySelectorAll('input:not([type=hidden]), textarea')].map((field) => field.getAttribute('name')),
      ).toEqual(['name', 'email', 'phone', 'subject', 'message', 'website']);
    },
  );

  it('can be sent from the first paint, once the browser has checked the fields', async () => {
    const { form } = await prerenderedForm(pagePath('contact', defaultLanguage));
    expect(form.querySelector('button[type=submit]')).toBeEnabled();
    expect(form.noValidate).toBe(false);
  });
});
