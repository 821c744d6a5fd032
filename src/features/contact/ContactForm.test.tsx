import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../../mocks/node.ts';
import { challengeDelayed, challengeFailure, isMockSolution } from '../../../mocks/challenge.ts';
import { emailjsFailure, emailjsNetworkError, emailjsRequests } from '../../../mocks/emailjs.ts';
import { CHALLENGE_FIELD, CHALLENGE_PATH } from '../../shared/challenge.ts';
import { publicKeyOf, SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';
import { accentText } from '../../test/content-expectations.ts';
import { contactErrors } from '../../content/contact-errors.ts';
import { CONTACT_FIELDS, type ContactField } from '../../content/contact-fields.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

const lang = defaultLanguage;
const t = ui[lang].contact;
const errors = contactErrors[lang];

/** What the visitor types, field by field. */
const message: Record<ContactField, string> = {
  name: 'Camille Durand',
  email: 'camille@example.org',
  phone: '+33 6 11 22 33 44',
  subject: 'Proposition de stage',
  message: 'Bonjour,\nvotre profil nous intéresse.',
};

async function openContact(language: Lang = lang) {
  await renderApp(pagePath('contact', language));
  await screen.findByRole('heading', { level: 2, name: accentText(ui[language].contact.formTitle) });
  return userEvent.setup();
}

const field = (name: ContactField, language: Lang = lang) =>
  screen.getByPlaceholderText(ui[language].contact.fields[name].placeholder);
const submit = (language: Lang = lang) =>
  screen.getByRole('button', {
    name: (name) => [ui[language].contact.send, ui[language].contact.sending].includes(name),
  });

/** The live region ends up saying `text` (it exists, empty, from the start). */
async function expectStatus(text: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
}

async function fill(user: ReturnType<typeof userEvent.setup>, language: Lang = lang) {
  for (const name of CONTACT_FIELDS) await user.type(field(name, language), message[name]);
}

afterEach(() => vi.restoreAllMocks());

describe('contact form', () => {
  it('has the five required fields, each labelled, the email of type email', async () => {
    await openContact();
    for (const name of CONTACT_FIELDS) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAccessibleName(t.fields[name].label);
    }
    expect(field('email')).toHaveAttribute('type', 'email');
  });

  describe.each(publishedLanguages)('in %s', (language) => {
    const texts = ui[language].contact;

    it('sends the message with the page language, says it is sent and resets the form', async () => {
      const user = await openContact(language);
      await fill(user, language);
      await user.click(submit(language));

      await expectStatus(texts.success);
      const [sent] = emailjsRequests();
      expect(sent?.endpoint).toBe('send');
      const body = await sent!.request.json();
      expect(body).toMatchObject({
        lib_version: '4.4.1',
        user_id: publicKeyOf(process.env),
        service_id: SERVICE_ID,
        template_id: TEMPLATE_ID,
        template_params: { ...message, language, website: '' },
      });
      for (const name of CONTACT_FIELDS) expect(field(name, language)).toHaveValue('');
    });

    it('sends nothing when invalid, shows the errors in the page language and focuses the first invalid field', async () => {
      const user = await openContact(language);
      const said = contactErrors[language];
      await user.type(field('name', language), 'Camille');
      await user.type(field('email', language), 'pas-une-adresse');
      await user.click(submit(language));

      expect(await screen.findByText(said.invalidEmail)).toBeInTheDocument();
      for (const name of ['phone', 'subject', 'message'] as const)
        expect(screen.getByText(said.required[name])).toBeInTheDocument();
      expect(field('email', language)).toHaveFocus();
      expect(field('email', language)).toHaveAttribute('aria-invalid', 'true');
      expect(field('email', language)).toHaveAccessibleDescription(said.invalidEmail);
      expect(emailjsRequests()).toHaveLength(0);
    });

    it('says a failure, and how to write directly, in the page language', async () => {
      server.use(emailjsFailure(500));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = await openContact(language);
      await fill(user, language);
      await user.click(submit(language));
      await expectStatus(texts.failure);
      const form = screen.getByRole('form', { name: accentText(texts.formTitle) });
      const writeDirectly = within(form).getByRole('link', { name: profile.email }).closest('p');
      expect(writeDirectly).toHaveTextContent(
        `${texts.writeDirectly.lead}${profile.email}${texts.writeDirectly.trail}`,
      );
    });
  });

  it.each([
    ['a 400', () => emailjsFailure(400)],
    ['a 429', () => emailjsFailure(429)],
    ['a 500', () => emailjsFailure(500)],
    ['a network failure', () => emailjsNetworkError()],
  ])('on %s shows the failure text, logs it as EmailJS and keeps the input', async (_, failure) => {
    server.use(failure());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openContact();
    await fill(user);
    await user.click(submit());

    await expectStatus(t.failure);
    expect(log).toHaveBeenCalledWith('EmailJS:', expect.objectContaining({ status: expect.any(Number) }));
    for (const name of CONTACT_FIELDS) expect(field(name)).toHaveValue(message[name]);
  });

  it('says when to retry after a 429', async () => {
    server.use(emailjsFailure(429));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openContact();
    await fill(user);
    await user.click(submit());
    await expectStatus(t.retryLater);
  });

  it('judges nothing before the first send, then follows each keystroke', async () => {
    const user = await openContact();
    await user.click(field('name'));
    await user.tab();
    expect(screen.queryByText(errors.required.name)).toBeNull();
    expect(field('name')).not.toHaveAttribute('aria-invalid');

    await user.click(submit());
    await expectStatus(t.invalidFields);
    expect(field('name')).toHaveFocus();
    expect(field('name')).toHaveAccessibleDescription(errors.required.name);
    await user.type(field('name'), 'C');
    await waitFor(() => expect(screen.queryByText(errors.required.name)).toBeNull());
    expect(field('name')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('name'));
    expect(await screen.findByText(errors.required.name)).toBeInTheDocument();
  });

  it('says a refused send in the status alone, and says nothing more once every field is right', async () => {
    const user = await openContact();
    await user.click(submit());
    await expectStatus(t.invalidFields);
    for (const name of CONTACT_FIELDS) expect(screen.getByText(errors.required[name])).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    await fill(user);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('shows that sending is under way and cannot send twice meanwhile', async () => {
    let requests = 0;
    let answer: () => void = () => {};
    server.use(
      http.post('*/api/v1.0/email/send', async () => {
        requests += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.text('OK');
      }),
    );
    const user = await openContact();
    await fill(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveTextContent(t.sending));
    await user.click(submit());
    await user.keyboard('{Enter}');
    answer();
    await expectStatus(t.success);
    expect(requests).toBe(1);
  });

  describe('the proof of work', () => {
    /** The `altcha` value each message carried, in order. */
    const sentSolutions = () =>
      Promise.all(
        emailjsRequests().map(async ({ request }) => (await request.clone().json()).template_params[CHALLENGE_FIELD]),
      );

    it('is not loaded before the visitor interacts with the form', async () => {
      const paths: string[] = [];
      const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
      server.events.on('request:start', record);
      try {
        const user = await openContact();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(paths).not.toContain(CHALLENGE_PATH);
        expect(document.querySelector('altcha-widget')).toBeNull();
        await user.click(field('name'));
        await waitFor(() => expect(paths).toContain(CHALLENGE_PATH));
      } finally {
        server.events.removeListener('request:start', record);
      }
    });

    it('sends with each message the solution of a fresh challenge', async () => {
      const user = await openContact();
      await fill(user);
      await user.click(submit());
      await expectStatus(t.success);
      await fill(user);
      await user.click(submit());
      await waitFor(() => expect(emailjsRequests()).toHaveLength(2));

      const [first, second] = await sentSolutions();
      expect(await isMockSolution(first)).toBe(true);
      expect(await isMockSolution(second)).toBe(true);
      expect(second).not.toBe(first);
    });

    it('waits for a solve still under way when the visitor sends', async () => {
      let release: () => void = () => {};
      server.use(challengeDelayed(new Promise((resolve) => (release = resolve))));
      const user = await openContact();
      await fill(user);
      await user.click(submit());
      await waitFor(() => expect(submit()).toHaveTextContent(t.sending));
      expect(emailjsRequests()).toHaveLength(0);

      release();
      await expectStatus(t.success);
      expect(await isMockSolution((await sentSolutions())[0])).toBe(true);
    });

    it('sends the message anyway, without a solution, when no challenge can be had', async () => {
      server.use(challengeFailure());
      // The widget reports its failure on the console.
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const user = await openContact();
      await fill(user);
      await user.click(submit());
      await expectStatus(t.success);
      expect(await sentSolutions()).toEqual([undefined]);
    });

    it('adds nothing that a keyboard or a screen reader meets', async () => {
      const user = await openContact();
      await user.click(field('name'));
      await waitFor(() => expect(document.querySelector('altcha-widget input[type=checkbox]')).not.toBeNull());
      expect(document.querySelector('altcha-widget')).not.toBeVisible();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
