import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { accentText } from '../../test/content-expectations.ts';
import { server } from '../../../mocks/node.ts';
import { emailjsFailure, emailjsNetworkError } from '../../../mocks/emailjs.ts';
import { CONTACT_FIELDS, type ContactField } from '../../content/contact-fields.ts';
import { defaultLanguage } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

const t = ui[defaultLanguage].contact;

const message: Record<ContactField, string> = {
  name: 'Jane Doe',
  email: 'jane@example.org',
  phone: '+44 20 7946 0958',
  subject: 'Internship & offer',
  message: 'Hello,\nwe would like to meet you.',
};

/** Opens the contact page, fills the form and sends it; returns the form. */
async function send() {
  await renderApp(pagePath('contact', defaultLanguage));
  const form = await screen.findByRole('form', { name: accentText(t.formTitle) });
  const user = userEvent.setup();
  expect(within(form).queryByRole('link')).toBeNull();
  for (const name of CONTACT_FIELDS)
    await user.type(within(form).getByPlaceholderText(t.fields[name].placeholder), message[name]);
  await user.click(within(form).getByRole('button', { name: t.send }));
  return form;
}

afterEach(() => vi.restoreAllMocks());

describe('a failed send', () => {
  it.each([
    ['a 500', () => emailjsFailure(500)],
    ['a network failure', () => emailjsNetworkError()],
  ])("on %s, offers the owner's email as a mail that holds the visitor's subject and message", async (_, failure) => {
    server.use(failure());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = await send();

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(t.failure));
    const link = within(form).getByRole('link', { name: profile.email });
    expect(link.closest('p')).toHaveTextContent(`${t.writeDirectly.lead}${profile.email}${t.writeDirectly.trail}`);
    const mailto = new URL(link.getAttribute('href')!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(profile.email);
    expect(mailto.searchParams.get('subject')).toBe(message.subject);
    expect(mailto.searchParams.get('body')).toBe('Hello,\r\nwe would like to meet you.');
  });

  it('offers no mail link before a send, nor after a success', async () => {
    const form = await send();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(t.success));
    expect(within(form).queryByRole('link')).toBeNull();
  });
});
