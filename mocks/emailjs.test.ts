/** The EmailJS mocks answer like the mail function at its surface, and force the outcomes tests ask for. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailjsFailure, emailjsNetworkError, emailjsRequests, resetEmailjsRequests } from './emailjs.ts';
import { server } from './node.ts';
import { contactMessage } from './contact-message.ts';
import { DEFAULT_PUBLIC_KEY, SERVICE_ID, TEMPLATE_ID } from '../src/shared/mail-identifiers.ts';

const ORIGIN = 'http://localhost:8888';
const SEND = `${ORIGIN}/api/v1.0/email/send`;
const SEND_FORM = `${ORIGIN}/api/v1.0/email/send-form`;

const ids = { user_id: DEFAULT_PUBLIC_KEY, service_id: SERVICE_ID, template_id: TEMPLATE_ID };
const message = contactMessage();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetEmailjsRequests();
});
afterAll(() => server.close());

function postJson(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(SEND, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function postForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(SEND_FORM, { method: 'POST', body: form });
}

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, text: await res.text() };
}

describe('POST /api/v1.0/email/send', () => {
  it("answers 200 'OK' to a valid contact message", async () => {
    expect(await answer(postJson({ lib_version: '4.4.1', ...ids, template_params: message }))).toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('requires user_id, then service_id, then template_id, in EmailJS words', async () => {
    expect(await answer(postJson({ template_params: message }))).toEqual({
      status: 400,
      text: 'The user_id parameter is required',
    });
    expect(await answer(postJson({ user_id: 'pk', template_id: 'tpl' }))).toEqual({
      status: 400,
      text: 'The service_id parameter is required',
    });
    expect(await answer(postJson({ user_id: 'pk', service_id: 'svc', template_id: '' }))).toEqual({
      status: 400,
      text: 'The template_id parameter is required',
    });
  });

  it('refuses template params that are not an object', async () => {
    expect(await answer(postJson({ ...ids, template_params: ['x'] }))).toEqual({
      status: 400,
      text: 'The template_params parameter must be an object',
    });
  });

  it("answers 422 with the shared schema's first issue, named by its field", async () => {
    expect(await answer(postJson({ ...ids, template_params: { ...message, name: '  ', email: 'x' } }))).toEqual({
      status: 422,
      text: 'name: Le nom est requis.',
    });
    expect(await answer(postJson({ ...ids, template_params: { ...message, phone: 'abc' } }))).toEqual({
      status: 422,
      text: "phone: Le numéro de téléphone n'est pas valide.",
    });
  });

  it('refuses a language that is not text, as the function does', async () => {
    expect(await answer(postJson({ ...ids, template_params: { ...message, language: { toString: 1 } } }))).toEqual({
      status: 422,
      text: 'language: Langue : une chaîne de caractères est attendue.',
    });
  });

  it('drops invisible characters from one-line fields, as the function does', async () => {
    expect(await answer(postJson({ ...ids, template_params: { ...message, name: '\u200B\u202E' } }))).toEqual({
      status: 422,
      text: 'name: Le nom est requis.',
    });
    expect(
      await answer(postJson({ ...ids, template_params: { ...message, email: 'jeanne\u200B@example.org' } })),
    ).toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('refuses text that is not well-formed Unicode, as the function does', async () => {
    expect(await answer(postJson({ ...ids, template_params: { ...message, name: 'Jeanne \uD800' } }))).toEqual({
      status: 422,
      text: "name: Nom : ce texte n'est pas de l'Unicode bien formé.",
    });
  });

  it('reads a missing variable as empty', async () => {
    expect(await answer(postJson({ ...ids }))).toEqual({ status: 422, text: 'name: Le nom est requis.' });
    const { subject: _subject, ...withoutSubject } = message;
    expect(await answer(postJson({ ...ids, template_params: withoutSubject }))).toEqual({
      status: 422,
      text: 'subject: Le sujet est requis.',
    });
  });

  it('refuses a variable the contact template does not take, but accepts the honeypot', async () => {
    expect(await answer(postJson({ ...ids, template_params: { ...message, company: 'ACME' } }))).toEqual({
      status: 422,
      text: 'Unknown template variable "company"',
    });
    expect(await answer(postJson({ ...ids, template_params: { ...message, website: '' } }))).toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    expect(await answer(postJson('{"user_id":'))).toEqual({ status: 400, text: 'The request body is not valid JSON' });
    expect(await answer(postJson('[1]'))).toEqual({ status: 400, text: 'The request body must be a JSON object' });
    expect(await answer(postJson({ ...ids }, { 'Content-Type': 'text/plain' }))).toEqual({
      status: 415,
      text: 'Unsupported Media Type: /send takes application/json',
    });
  });
});

describe('POST /api/v1.0/email/send-form', () => {
  it("reads the form's own fields as the template variables", async () => {
    expect(await answer(postForm({ ...message, lib_version: '4.4.1', ...ids }))).toEqual({ status: 200, text: 'OK' });
    expect(await answer(postForm({ ...message, ...ids, email: 'pas-une-adresse' }))).toEqual({
      status: 422,
      text: "email: L'adresse email n'est pas valide.",
    });
  });

  it('requires the identifiers', async () => {
    expect(await answer(postForm({ ...message, user_id: 'pk', service_id: 'svc' }))).toEqual({
      status: 400,
      text: 'The template_id parameter is required',
    });
  });
});

describe('forced outcomes', () => {
  it.each([
    [400, 'The service ID is invalid'],
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('emailjsFailure(%i) answers both endpoints with its usual text', async (status, text) => {
    server.use(emailjsFailure(status));
    expect(await answer(postJson({ ...ids, template_params: message }))).toEqual({ status, text });
    expect(await answer(postForm({ ...message, ...ids }))).toEqual({ status, text });
  });

  it('emailjsFailure(429) carries Retry-After', async () => {
    server.use(emailjsFailure(429, 'Too Many Requests', { retryAfter: 600 }));
    const response = await postJson({ ...ids, template_params: message });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('600');
    expect(await response.text()).toBe('Too Many Requests');
  });

  it('takes a custom text, and can answer only once', async () => {
    server.use(emailjsFailure(503, 'Mail delivery is not configured', { once: true }));
    expect(await answer(postJson({ ...ids, template_params: message }))).toEqual({
      status: 503,
      text: 'Mail delivery is not configured',
    });
    expect(await answer(postJson({ ...ids, template_params: message }))).toEqual({ status: 200, text: 'OK' });
  });

  it('emailjsNetworkError makes fetch reject', async () => {
    server.use(emailjsNetworkError());
    await expect(postJson({ ...ids, template_params: message })).rejects.toThrow(TypeError);
  });
});

describe('emailjsRequests', () => {
  it('records every request, whatever the answer, with an unread copy of it', async () => {
    await postJson({ ...ids, template_params: message });
    server.use(emailjsNetworkError());
    await postForm({ ...message, ...ids }).catch(() => undefined);

    const [json, form] = emailjsRequests();
    expect(emailjsRequests()).toHaveLength(2);
    expect(json?.endpoint).toBe('send');
    expect(await json?.request.json()).toEqual({ ...ids, template_params: message });
    expect(form?.endpoint).toBe('send-form');
    expect((await form?.request.formData())?.get('user_id')).toBe(ids.user_id);
  });

  it('is emptied by resetEmailjsRequests', async () => {
    await postJson({ ...ids, template_params: message });
    resetEmailjsRequests();
    expect(emailjsRequests()).toHaveLength(0);
  });
});
