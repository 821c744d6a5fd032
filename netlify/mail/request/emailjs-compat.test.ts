/**
 * The compatibility test: the official @emailjs/browser 4.4.1, pointed at our origin, sends
 * through this function with `send` and `sendForm`, and gets our refusals as
 * EmailJSResponseStatus. It runs in Node with the two browser globals the SDK touches:
 * `location`, and a FormData that can be built from a form (Node's cannot).
 */
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { handleMail } from './handler.ts';
import { PUBLIC_KEY, SITE, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';

const { resendCalls } = useMailTestEnv({ MAIL_THROTTLE_PER_IP: '3' });

/** The little of an HTMLFormElement that `new FormData(form)` reads. */
type FormLike = { nodeName: 'FORM'; fields: Record<string, string> };
const formLike = (fields: Record<string, string>): FormLike => ({ nodeName: 'FORM', fields });

class FormDataFromForm extends FormData {
  constructor(form?: FormLike) {
    super();
    for (const [name, value] of Object.entries(form?.fields ?? {})) this.append(name, value);
  }
}

let clientIp = 0;
beforeEach(() => {
  vi.stubGlobal('location', { pathname: '/contact', origin: SITE });
  vi.stubGlobal('FormData', FormDataFromForm);
  const ip = `198.51.100.${++clientIp}`;
  // The network between the SDK and the function: the browser adds Origin, Netlify gives the client IP.
  nodeServer.use(
    http.post(`${SITE}/api/v1.0/email/*`, ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('Origin', SITE);
      return handleMail(new Request(request, { headers }), { ip, requestId: 'compat' });
    }),
  );
  emailjs.init({ publicKey: PUBLIC_KEY }, SITE);
  return () => vi.unstubAllGlobals();
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the SDK resolved'),
    (error: unknown) => error,
  );

describe('@emailjs/browser 4.4.1 against the mail function', () => {
  it('send resolves with 200 OK and the mail goes out', async () => {
    const result = await emailjs.send('service_portfolio', 'template_contact', uniqueMessage());
    expect(result).toBeInstanceOf(EmailJSResponseStatus);
    expect(result).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(1);
    expect(resendCalls[0]?.body.reply_to).toBe('jeanne.martin@example.org');
  });

  it('sendForm resolves with 200 OK and the mail goes out', async () => {
    const form = formLike({ ...uniqueMessage(), website: '' });
    const result = await emailjs.sendForm('default_service', 'template_contact', form as unknown as HTMLFormElement);
    expect(result).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(1);
    expect(resendCalls[0]?.body.subject).toBe('[Portfolio] Stage de développement — Jeanne Martin');
  });

  it('send rejects with 400 The service ID is invalid', async () => {
    const error = await rejection(emailjs.send('service_unknown', 'template_contact', uniqueMessage()));
    expect(error).toBeInstanceOf(EmailJSResponseStatus);
    expect(error).toMatchObject({ status: 400, text: 'The service ID is invalid' });
  });

  it('sendForm rejects with 422 naming the invalid field', async () => {
    const form = formLike({ ...uniqueMessage(), email: 'not-an-address' });
    const error = await rejection(
      emailjs.sendForm('service_portfolio', 'template_contact', form as unknown as HTMLFormElement),
    );
    expect(error).toBeInstanceOf(EmailJSResponseStatus);
    expect(error).toMatchObject({ status: 422, text: "email: L'adresse email n'est pas valide." });
  });

  it('send rejects with 429 Too Many Requests past the per-IP limit', async () => {
    for (let i = 0; i < 3; i++) await emailjs.send('service_portfolio', 'template_contact', uniqueMessage());
    const error = await rejection(emailjs.send('service_portfolio', 'template_contact', uniqueMessage()));
    expect(error).toBeInstanceOf(EmailJSResponseStatus);
    expect(error).toMatchObject({ status: 429, text: 'Too Many Requests' });
    expect(resendCalls).toHaveLength(3);
  });

  it('send rejects with 400 The Public Key is invalid when the keys disagree', async () => {
    const error = await rejection(
      emailjs.send('service_portfolio', 'template_contact', uniqueMessage(), { publicKey: 'pk_wrong' }),
    );
    expect(error).toMatchObject({ status: 400, text: 'The Public Key is invalid' });
  });
});
