import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../../mocks/node.ts';
import { challengeDelayed, challengeFailure, isMockSolution } from '../../../mocks/challenge.ts';
import { emailjsFailure, emailjsNetworkError, emailjsRequests } from '../../../mocks/emailjs.ts';
import { CHALLENGE_FIELD, CHALLENGE_PATH } from '../../shared/challenge.ts';
import { publicKeyOf, SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';

// The spec's texts (French pages) and the fixed English ones.
const SEND_SUCCESS = 'Message envoyé avec succès !';
const SEND_FAILURE = "Erreur lors de l'envoi. Vérifie la console.";

const message = {
  'Nom Complet': 'Camille Durand',
  'Adresse Email': 'camille@example.org',
  'Numéro de Téléphone': '+33 6 11 22 33 44',
  "Sujet de l'Email": 'Proposition de stage',
  'Votre Message': 'Bonjour,\nvotre profil nous intéresse.',
};

async function openContact() {
  await renderApp('/contact');
  await screen.findByRole('heading', { level: 2, name: 'Contactez Moi' });
  return userEvent.setup();
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const submit = () => screen.getByRole('button', { name: /Envoyer le message|Envoi en cours/ });

/** The live region ends up saying `text` (it exists, empty, from the start). */
async function expectStatus(text: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  for (const [placeholder, value] of Object.entries(message)) await user.type(field(placeholder), value);
}

afterEach(() => vi.restoreAllMocks());

describe('contact form', () => {
  it('has the five required fields with the spec placeholders, the email of type email', async () => {
    await openContact();
    for (const placeholder of Object.keys(message)) expect(field(placeholder)).toBeRequired();
    expect(field('Adresse Email')).toHaveAttribute('type', 'email');
    expect(field('Nom Complet')).toHaveAccessibleName('Nom complet');
  });

  it('sends the message, shows the success text and resets the form', async () => {
    const user = await openContact();
    await fill(user);
    await user.click(submit());

    await expectStatus(SEND_SUCCESS);
    const [sent] = emailjsRequests();
    expect(sent?.endpoint).toBe('send');
    const body = await sent!.request.json();
    expect(body).toMatchObject({
      lib_version: '4.4.1',
      user_id: publicKeyOf(process.env),
      service_id: SERVICE_ID,
      template_id: TEMPLATE_ID,
      template_params: {
        name: 'Camille Durand',
        email: 'camille@example.org',
        phone: '+33 6 11 22 33 44',
        subject: 'Proposition de stage',
        message: 'Bonjour,\nvotre profil nous intéresse.',
        language: 'fr',
        website: '',
      },
    });
    for (const placeholder of Object.keys(message)) expect(field(placeholder)).toHaveValue('');
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

    await expectStatus(SEND_FAILURE);
    expect(log).toHaveBeenCalledWith('EmailJS:', expect.objectContaining({ status: expect.any(Number) }));
    for (const [placeholder, value] of Object.entries(message)) expect(field(placeholder)).toHaveValue(value);
  });

  it('says when to retry after a 429', async () => {
    server.use(emailjsFailure(429));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openContact();
    await fill(user);
    await user.click(submit());
    await expectStatus(/réessayez dans quelques minutes/);
  });

  it('sends nothing when invalid, shows French errors and focuses the first invalid field', async () => {
    const user = await openContact();
    await user.type(field('Nom Complet'), 'Camille');
    await user.type(field('Adresse Email'), 'pas-une-adresse');
    await user.click(submit());

    expect(await screen.findByText("L'adresse email n'est pas valide.")).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone est requis.')).toBeInTheDocument();
    expect(screen.getByText('Le sujet est requis.')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis.')).toBeInTheDocument();
    expect(field('Adresse Email')).toHaveFocus();
    expect(field('Adresse Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Adresse Email')).toHaveAccessibleDescription("L'adresse email n'est pas valide.");
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('judges nothing before the first send, then follows each keystroke', async () => {
    const user = await openContact();
    await user.click(field('Nom Complet'));
    await user.tab();
    expect(screen.queryByText('Le nom est requis.')).toBeNull();
    expect(field('Nom Complet')).not.toHaveAttribute('aria-invalid');

    await user.click(submit());
    await expectStatus('Message non envoyé : corrigez les champs signalés.');
    expect(field('Nom Complet')).toHaveFocus();
    expect(field('Nom Complet')).toHaveAccessibleDescription('Le nom est requis.');
    await user.type(field('Nom Complet'), 'C');
    await waitFor(() => expect(screen.queryByText('Le nom est requis.')).toBeNull());
    expect(field('Nom Complet')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('Nom Complet'));
    expect(await screen.findByText('Le nom est requis.')).toBeInTheDocument();
  });

  it('says a refused send in the status alone, and says nothing more once every field is right', async () => {
    const user = await openContact();
    await user.click(submit());
    await expectStatus('Message non envoyé : corrigez les champs signalés.');
    expect(screen.getAllByText(/est requis/)).toHaveLength(5);
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
    await waitFor(() => expect(submit()).toHaveTextContent('Envoi en cours…'));
    await user.click(submit());
    await user.keyboard('{Enter}');
    answer();
    await expectStatus(SEND_SUCCESS);
    expect(requests).toBe(1);
  });

  describe('in English', () => {
    const englishMessage = {
      'Full Name': 'Jane Doe',
      'Email Address': 'jane@example.org',
      'Phone Number': '+44 20 7946 0958',
      'Email Subject': 'Internship offer',
      'Your Message': 'Hello,\nwe would like to meet you.',
    };

    async function openEnglishContact() {
      await renderApp('/en/contact');
      await screen.findByRole('heading', { level: 2, name: 'Contact Me' });
      return userEvent.setup();
    }

    it('labels the fields in English, sends the page language and says "Message sent successfully!"', async () => {
      const user = await openEnglishContact();
      expect(field('Full Name')).toHaveAccessibleName('Full name');
      for (const [placeholder, value] of Object.entries(englishMessage)) await user.type(field(placeholder), value);
      await user.click(screen.getByRole('button', { name: 'Send message' }));

      await expectStatus('Message sent successfully!');
      const body = await emailjsRequests()[0]!.request.json();
      expect(body.template_params).toMatchObject({ name: 'Jane Doe', language: 'en' });
    });

    it('shows English errors', async () => {
      const user = await openEnglishContact();
      await user.type(field('Email Address'), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('The email address is not valid.')).toBeInTheDocument();
      expect(screen.getByText('The name is required.')).toBeInTheDocument();
      expect(emailjsRequests()).toHaveLength(0);
    });

    it('says "Sending failed. Check the console." on a failure', async () => {
      server.use(emailjsFailure(500));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = await openEnglishContact();
      for (const [placeholder, value] of Object.entries(englishMessage)) await user.type(field(placeholder), value);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await expectStatus('Sending failed. Check the console.');
    });
  });

  describe('the proof of work', () => {
    /** The `altcha` value each message carried, in order. */
    const sentSolutions = () =>
      Promise.all(emailjsRequests().map(async ({ request }) => (await request.clone().json()).template_params[CHALLENGE_FIELD]));

    it('is not loaded before the visitor interacts with the form', async () => {
      const paths: string[] = [];
      const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
      server.events.on('request:start', record);
      try {
        const user = await openContact();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(paths).not.toContain(CHALLENGE_PATH);
        expect(document.querySelector('altcha-widget')).toBeNull();
        await user.click(field('Nom Complet'));
        await waitFor(() => expect(paths).toContain(CHALLENGE_PATH));
      } finally {
        server.events.removeListener('request:start', record);
      }
    });

    it('sends with each message the solution of a fresh challenge', async () => {
      const user = await openContact();
      await fill(user);
      await user.click(submit());
      await expectStatus(SEND_SUCCESS);
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
      await waitFor(() => expect(submit()).toHaveTextContent('Envoi en cours…'));
      expect(emailjsRequests()).toHaveLength(0);

      release();
      await expectStatus(SEND_SUCCESS);
      expect(await isMockSolution((await sentSolutions())[0])).toBe(true);
    });

    it('sends the message anyway, without a solution, when no challenge can be had', async () => {
      server.use(challengeFailure());
      // The widget reports its failure on the console.
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const user = await openContact();
      await fill(user);
      await user.click(submit());
      await expectStatus(SEND_SUCCESS);
      expect(await sentSolutions()).toEqual([undefined]);
    });

    it('adds nothing that a keyboard or a screen reader meets', async () => {
      const user = await openContact();
      await user.click(field('Nom Complet'));
      await waitFor(() => expect(document.querySelector('altcha-widget input[type=checkbox]')).not.toBeNull());
      expect(document.querySelector('altcha-widget')).not.toBeVisible();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
