import { describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { resendFailing } from '../../../mocks/resend.ts';
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { HONEYPOT_FIELD } from '../../../src/shared/honeypot.ts';
import { DEFAULT_PUBLIC_KEY } from '../../../src/shared/mail-identifiers.ts';
import { blobsMessageStore } from './message-store.ts';
import { KEPT_UNTIL_CONFIGURED } from './setup.ts';
import { allKept } from '../testing/kept.ts';
import {
  call,
  formRequest,
  jsonRequest,
  PUBLIC_KEY,
  SEND_FORM_PATH,
  sendBody,
  SITE,
  uniqueMessage,
  useMailTestEnv,
} from '../testing/harness.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';

const { resendCalls } = useMailTestEnv();

describe('the mail API, happy path', () => {
  it('sends the contact message through Resend for /send', async () => {
    const { status, text, response } = await call(jsonRequest(sendBody()));
    expect({ status, text }).toEqual({ status: 200, text: 'OK' });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(resendCalls).toHaveLength(1);
    const [sent] = resendCalls;
    expect(sent?.body).toMatchObject({
      from: 'Portfolio <contact@portfolio.example>',
      to: ['owner@portfolio.example'],
      reply_to: 'jeanne.martin@example.org',
      subject: '[Portfolio] Stage de développement — Jeanne Martin',
    });
    const [kept] = await allKept();
    expect(kept?.message).toMatchObject({
      state: 'sent',
      attempts: 1,
      email: 'jeanne.martin@example.org',
      subject: 'Stage de développement',
    });
    expect(sent?.idempotencyKey).toBe(`message/${kept?.message.id}`);
    expect(sent?.authorization).toBe('Bearer re_test_key');
  });

  it.each([
    ['en', 'anglais'],
    ['fr', 'français'],
    [undefined, 'non précisée'],
    ['klingon', 'non précisée'],
  ])("tells the owner the visitor's language (%s) and answers as before", async (language, name) => {
    const params = { ...uniqueMessage(), ...(language && { language }) };
    const { status, text } = await call(jsonRequest(sendBody({ template_params: params })));
    expect({ status, text }).toEqual({ status: 200, text: 'OK' });
    const body = resendCalls[0]?.body as { text: string; html: string };
    expect(body.text).toContain(`Langue du visiteur : ${name}`);
    expect(body.html).toContain(`<th align="left">Langue du visiteur</th><td>${name}</td>`);
  });

  it('sends the same message for /send-form, multipart and urlencoded', async () => {
    const message = uniqueMessage();
    expect((await call(formRequest(message))).status).toBe(200);
    const urlencoded = new URLSearchParams({
      ...message,
      subject: 'Par formulaire urlencoded',
      user_id: PUBLIC_KEY,
      service_id: 'default_service',
      template_id: 'template_contact',
    });
    const req = new Request(`${SITE}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: urlencoded.toString(),
    });
    expect(await call(req)).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(2);
    // Multipart turns the message's line breaks into CRLF, as browsers do for form submissions.
    const texts = resendCalls.map((sent) => String(sent.body.text).replace(/\r\n/g, '\n'));
    expect(texts[0]).toBe(texts[1]!.replaceAll('Par formulaire urlencoded', message.subject));
  });

  it('lets an origin listed in MAIL_ALLOWED_ORIGINS in, with CORS for it', async () => {
    const { status, response } = await call(jsonRequest(sendBody(), { origin: 'https://partner.example' }));
    expect(status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('answers the CORS preflight', async () => {
    const req = new Request(SITE + '/api/v1.0/email/send', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    const { status, response } = await call(req);
    expect(status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });
});

describe('the pipeline refuses, with EmailJS texts', () => {
  const refusals: [string, () => Request, number, string][] = [
    ['GET', () => jsonRequest(null, { method: 'GET' }), 405, 'Method Not Allowed'],
    ['PUT', () => jsonRequest(sendBody(), { method: 'PUT' }), 405, 'Method Not Allowed'],
    ['a foreign origin', () => jsonRequest(sendBody(), { origin: 'https://evil.example' }), 403, 'Forbidden'],
    [
      'a foreign origin preflight',
      () =>
        new Request(SITE + '/api/v1.0/email/send', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
      403,
      'Forbidden',
    ],
    [
      'no Origin and no key',
      () => jsonRequest(sendBody(), { origin: null }),
      403,
      'API calls are disabled for non-browser applications',
    ],
    [
      'text/plain on /send',
      () => jsonRequest(sendBody(), { headers: { 'Content-Type': 'text/plain' } }),
      415,
      'Unsupported Media Type: /send takes application/json',
    ],
    [
      'over 50 KB of variables',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), message: 'x'.repeat(51 * 1024) } })),
      413,
      'The total size of the dynamic variables cannot exceed 50 KB',
    ],
    [
      'over 50 KB of variables, not all text',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), message: ['x'.repeat(51 * 1024)] } })),
      413,
      'The total size of the dynamic variables cannot exceed 50 KB',
    ],
    ['broken JSON', () => jsonRequest('{"user_id": '), 400, 'The request body is not valid JSON'],
    ['no user_id', () => jsonRequest(sendBody({ user_id: undefined })), 400, 'The user_id parameter is required'],
    ['no service_id', () => jsonRequest(sendBody({ service_id: '' })), 400, 'The service_id parameter is required'],
    [
      'no template_id',
      () => jsonRequest(sendBody({ template_id: undefined })),
      400,
      'The template_id parameter is required',
    ],
    ['a wrong public key', () => jsonRequest(sendBody({ user_id: 'pk_other' })), 400, 'The Public Key is invalid'],
    [
      'an unknown service',
      () => jsonRequest(sendBody({ service_id: 'service_other' })),
      400,
      'The service ID is invalid',
    ],
    [
      'an unknown template',
      () => jsonRequest(sendBody({ template_id: 'template_other' })),
      400,
      'The template ID is invalid',
    ],
    [
      'template_params as an array',
      () => jsonRequest(sendBody({ template_params: ['a'] })),
      400,
      'The template_params parameter must be an object',
    ],
    [
      'template_params as a string',
      () => jsonRequest(sendBody({ template_params: 'name=x' })),
      400,
      'The template_params parameter must be an object',
    ],
    [
      'a missing variable',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), phone: '' } })),
      422,
      'phone: Le numéro de téléphone est requis.',
    ],
    [
      'an invalid email',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), email: 'nope' } })),
      422,
      "email: L'adresse email n'est pas valide.",
    ],
    [
      'an unknown variable',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), cc: 'x@example.org' } })),
      422,
      'Unknown template variable "cc"',
    ],
    [
      'a language that is not text',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), language: { toString: 1 } } })),
      422,
      'language: Langue : une chaîne de caractères est attendue.',
    ],
    [
      'a language in an array',
      () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), language: ['fr'] } })),
      422,
      'language: Langue : une chaîne de caractères est attendue.',
    ],
    ['a wrong accessToken', () => jsonRequest(sendBody({ accessToken: 'guess' })), 403, 'The Private Key is invalid'],
  ];

  it.each(refusals)('%s', async (_case, request, status, text) => {
    expect(await call(request())).toMatchObject({ status, text });
    expect(resendCalls).toHaveLength(0);
  });

  it('keeps CORS on refusals so the browser can read them', async () => {
    const { response } = await call(jsonRequest(sendBody({ user_id: 'pk_other' })));
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('tells a 405 which methods are allowed', async () => {
    const { response } = await call(jsonRequest(null, { method: 'DELETE' }));
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('keys', () => {
  it('lets a non-browser caller in with the private key', async () => {
    vi.stubEnv('MAIL_PRIVATE_KEY', 'sk_private');
    const { status } = await call(jsonRequest(sendBody({ accessToken: 'sk_private' }), { origin: null }));
    expect(status).toBe(200);
    expect(resendCalls).toHaveLength(1);
  });

  it('refuses a wrong private key, from a browser or not', async () => {
    vi.stubEnv('MAIL_PRIVATE_KEY', 'sk_private');
    expect(await call(jsonRequest(sendBody({ accessToken: 'sk_wrong' }), { origin: null }))).toMatchObject({
      status: 403,
      text: 'The Private Key is invalid',
    });
    expect(await call(jsonRequest(sendBody({ accessToken: 'sk_wrong' })))).toMatchObject({
      status: 403,
      text: 'The Private Key is invalid',
    });
  });

  it('refuses a non-browser caller when no private key is configured, whatever it sends', async () => {
    expect(await call(jsonRequest(sendBody({ accessToken: '' }), { origin: null }))).toMatchObject({
      status: 403,
      text: 'API calls are disabled for non-browser applications',
    });
  });
});

describe('configuration', () => {
  it('expects the default public key without MAIL_PUBLIC_KEY, as the pages built without it send', async () => {
    vi.stubEnv('MAIL_PUBLIC_KEY', '');
    expect(await call(jsonRequest(sendBody({ user_id: DEFAULT_PUBLIC_KEY })))).toMatchObject({
      status: 200,
      text: 'OK',
    });
    expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 400, text: 'The Public Key is invalid' });
  });

  it.each(['RESEND_API_KEY', 'MAIL_TO'])(
    'answers 503 without %s, never a fake OK, and keeps the message',
    async (name) => {
      vi.stubEnv(name, '');
      const body = sendBody();
      expect(await call(jsonRequest(body))).toMatchObject({ status: 503, text: KEPT_UNTIL_CONFIGURED });
      expect(resendCalls).toHaveLength(0);
      const kept = (await allKept()).filter(({ message }) => message.mail.text.includes(body.template_params.message));
      expect(kept.map(({ message }) => message.state)).toEqual(['pending']);
    },
  );
});

describe('protections', () => {
  it('answers OK to a filled honeypot, sends nothing and logs it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const body = sendBody({ template_params: { ...uniqueMessage(), [HONEYPOT_FIELD]: 'http://spam.example' } });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(0);
    expect(info.mock.calls.flat().join('\n')).toContain('"outcome":"honeypot"');
  });

  it('accepts the honeypot left empty', async () => {
    expect((await call(formRequest({ ...uniqueMessage(), [HONEYPOT_FIELD]: '' }))).status).toBe(200);
    expect(resendCalls).toHaveLength(1);
  });

  it('refuses a blocked address or domain with 403 Forbidden', async () => {
    vi.stubEnv('MAIL_BLOCK_LIST', 'spammer@example.org, @junk.example');
    for (const email of ['Spammer@Example.org', 'anyone@junk.example', 'spam\u200Bmer@example.org']) {
      const body = sendBody({ template_params: { ...uniqueMessage(), email } });
      expect(await call(jsonRequest(body))).toMatchObject({ status: 403, text: 'Forbidden' });
    }
    expect(resendCalls).toHaveLength(0);
  });
});

describe('the proof of work (MAIL_CHALLENGE)', () => {
  const withSolution = async (solution?: unknown) =>
    sendBody({ template_params: { ...uniqueMessage(), [CHALLENGE_FIELD]: solution ?? (await solvedChallenge()) } });
  const REFUSED = { status: 400, text: 'The challenge solution is missing or invalid' };

  it('require: a message with a valid solution is delivered, its solution in no template variable', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    const solution = await solvedChallenge();
    expect(await call(jsonRequest(await withSolution(solution)))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(1);
    expect(JSON.stringify(resendCalls[0]?.body)).not.toContain(solution);
  });

  it('require: send-form takes the solution as the form field the widget adds, so sendForm works unchanged', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    expect(await call(formRequest({ ...uniqueMessage(), [CHALLENGE_FIELD]: await solvedChallenge() }))).toMatchObject({
      status: 200,
      text: 'OK',
    });
    expect(await call(formRequest({ ...uniqueMessage(), [CHALLENGE_FIELD]: '' }))).toMatchObject(REFUSED);
    expect(resendCalls).toHaveLength(1);
  });

  it('require: no solution, a bad one, an expired one or a replayed one gets 400 and nothing is sent', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    expect(await call(jsonRequest(sendBody()))).toMatchObject(REFUSED);
    expect(await call(jsonRequest(await withSolution('bm90IGEgc29sdXRpb24=')))).toMatchObject(REFUSED);
    expect(
      await call(jsonRequest(await withSolution(await solvedChallenge({ now: Date.now() - 3_600_000 })))),
    ).toMatchObject(REFUSED);
    expect(resendCalls).toHaveLength(0);

    const solution = await solvedChallenge();
    expect((await call(jsonRequest(await withSolution(solution)))).status).toBe(200);
    // The same solution on another message, from another visitor.
    expect(await call(jsonRequest(await withSolution(solution)))).toMatchObject(REFUSED);
    expect(resendCalls).toHaveLength(1);
  });

  it('require: of two requests racing with one solution, exactly one is delivered', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    const solution = await solvedChallenge();
    const answers = await Promise.all([
      call(jsonRequest(await withSolution(solution))),
      call(jsonRequest(await withSolution(solution))),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(resendCalls).toHaveLength(1);
  });

  it("require: a refusal does not use up the visitor's throttle place", async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    vi.stubEnv('MAIL_THROTTLE_PER_IP', '1');
    const ip = '198.51.100.20';
    expect(await call(jsonRequest(sendBody()), ip)).toMatchObject(REFUSED);
    expect((await call(jsonRequest(await withSolution()), ip)).status).toBe(200);
    expect((await call(jsonRequest(await withSolution()), ip)).status).toBe(429);
  });

  it('hold (the default): a message without a valid solution is answered OK and held, not mailed', async () => {
    vi.stubEnv('MAIL_CHALLENGE', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const unsolved = await withSolution('garbage');
    expect(await call(jsonRequest(unsolved))).toMatchObject({ status: 200, text: 'OK' });
    expect(await call(jsonRequest(await withSolution()))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(1);
    const held = (await allKept()).find(({ message }) => message.mail.text.includes(unsolved.template_params.message));
    expect(held?.message.state).toBe('held');
    const logged = info.mock.calls.flat().join('\n');
    expect(logged).toContain('"challenge":"failed (invalid: not base64)"');
    expect(logged).toContain('"challenge":"passed (solved)"');
  });

  it('off: the parameter is accepted and not looked at', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'off');
    expect(await call(jsonRequest(await withSolution('garbage')))).toMatchObject({ status: 200, text: 'OK' });
    expect(await call(formRequest({ ...uniqueMessage(), [CHALLENGE_FIELD]: 'garbage' }))).toMatchObject({
      status: 200,
      text: 'OK',
    });
  });

  it('is checked after the cheap checks: a bad message is refused for what it is, whatever its solution', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'require');
    const body = sendBody({ template_params: { ...uniqueMessage(), phone: '', [CHALLENGE_FIELD]: 'garbage' } });
    expect(await call(jsonRequest(body))).toMatchObject({
      status: 422,
      text: 'phone: Le numéro de téléphone est requis.',
    });
    const honeypot = sendBody({
      template_params: { ...uniqueMessage(), [HONEYPOT_FIELD]: 'x', [CHALLENGE_FIELD]: 'garbage' },
    });
    expect(await call(jsonRequest(honeypot))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(0);
  });
});

describe('hostile content', () => {
  const hostile = {
    name: 'Ali <b>Bold</b>',
    email: 'ali@example.org',
    phone: '+33 1 23 45 67 89',
    subject: '{{message}} <script>alert(1)</script>',
    message:
      'Line 1\r\nBcc: victim@example.org\n<script>alert("x")</script> <img src=x onerror=alert(1)>\n🎉 مرحبا بالعالم שלום',
  };

  it('arrives intact in the text part and escaped in the HTML part', async () => {
    expect((await call(jsonRequest(sendBody({ template_params: hostile })))).status).toBe(200);
    const body = resendCalls[0]?.body as { text: string; html: string; subject: string; reply_to: string };
    expect(body.text).toContain(hostile.message);
    expect(body.html).not.toContain('<script>');
    expect(body.html).not.toContain('<img');
    expect(body.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;&#x2F;script&gt;');
    expect(body.html).toContain('🎉 مرحبا بالعالم שלום');
    expect(body.html).toContain('Ali &lt;b&gt;Bold&lt;&#x2F;b&gt;');
    // Values are data, never template: '{{message}}' in the subject stays as typed.
    expect(body.subject).toBe('[Portfolio] {{message}} <script>alert(1)</script> — Ali <b>Bold</b>');
    expect(body.reply_to).toBe('ali@example.org');
  });

  it('drops bidi controls and invisible characters from one-line fields, and reordering controls from the message', async () => {
    const params = {
      name: '\u202EJeanne\u200B Martin\u2066',
      email: 'jeanne\u200D.martin@example.org\uFEFF',
      phone: '+33\u200E 6 12 34 56 78\u2060',
      subject: 'Stage\u00AD de\u061C développement\u202C',
      message: 'Bonjour 👩‍👩‍👧,\u202E 1234\u202C et \u2067שלום\u2069 !',
    };
    expect((await call(jsonRequest(sendBody({ template_params: params })))).status).toBe(200);
    const body = resendCalls[0]?.body as { text: string; subject: string; reply_to: string };
    expect(body.subject).toBe('[Portfolio] Stage de développement — Jeanne Martin');
    expect(body.reply_to).toBe('jeanne.martin@example.org');
    expect(body.text).toContain(
      'Nom : Jeanne Martin\nEmail : jeanne.martin@example.org\nTéléphone : +33 6 12 34 56 78\n',
    );
    // The family emoji keeps its zero-width joiners.
    expect(body.text).toContain('Bonjour 👩\u200D👩\u200D👧, 1234 et שלום !');
  });

  it.each([
    ['name', 'Jeanne \uD800', "name: Nom : ce texte n'est pas de l'Unicode bien formé."],
    ['subject', 'Stage \uDFFF\uD83D', "subject: Sujet : ce texte n'est pas de l'Unicode bien formé."],
    ['message', 'Bonjour 🎉 \uDC00', "message: Message : ce texte n'est pas de l'Unicode bien formé."],
    ['language', 'fr\uD800', "language: Langue : ce texte n'est pas de l'Unicode bien formé."],
  ])('refuses a lone surrogate in %s with 422', async (variable, value, text) => {
    const body = sendBody({ template_params: { ...uniqueMessage(), [variable]: value } });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 422, text });
    expect(resendCalls).toHaveLength(0);
  });

  it('reads a one-line field of invisible characters only as empty', async () => {
    const body = sendBody({ template_params: { ...uniqueMessage(), name: '\u200B\u202E\u2060' } });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 422, text: 'name: Le nom est requis.' });
  });

  it('refuses CR/LF in any single-line field, so no header can be injected', async () => {
    for (const field of ['name', 'email', 'phone', 'subject'] as const) {
      const body = sendBody({
        template_params: { ...uniqueMessage(), [field]: `${uniqueMessage()[field]}\r\nBcc: victim@example.org` },
      });
      const { status, text } = await call(jsonRequest(body));
      expect(status).toBe(422);
      expect(text.startsWith(`${field}: `)).toBe(true);
    }
    expect(resendCalls).toHaveLength(0);
  });
});

describe('deeply nested values', () => {
  /** A /send body whose variable holds `depth` nested arrays, as raw JSON: JSON.stringify cannot write it. */
  const nestedIn = (variable: string, depth: number) =>
    jsonRequest(
      JSON.stringify(sendBody({ template_params: { ...uniqueMessage(), [variable]: 0 } })).replace(
        `"${variable}":0`,
        `"${variable}":${'['.repeat(depth)}${']'.repeat(depth)}`,
      ),
    );

  it.each([
    ['name', 20_000, 422, 'name: Nom : une chaîne de caractères est attendue.'],
    ['language', 20_000, 422, 'language: Langue : une chaîne de caractères est attendue.'],
    ['admin', 20_000, 422, 'Unknown template variable "admin"'],
    [HONEYPOT_FIELD, 20_000, 200, 'OK'],
    ['name', 30_000, 413, 'The total size of the dynamic variables cannot exceed 50 KB'],
  ])('in %s (%i deep) get %i, and nothing is sent', async (variable, depth, status, text) => {
    expect(await call(nestedIn(variable, depth))).toMatchObject({ status, text });
    expect(resendCalls).toHaveLength(0);
  });
});

describe('keep, then deliver: what each Resend failure means', () => {
  const keptMessages = async () => (await allKept()).map((entry) => entry.message);

  it.each([
    ['rate-limit', 'The mail provider is busy (resend 429 rate_limit_exceeded)'],
    ['server-error', 'The mail provider failed (resend 500 internal_server_error)'],
    [
      'concurrent-idempotent-requests',
      'The mail provider is still sending this message (resend 409 concurrent_idempotent_requests)',
    ],
    ['not-json', 'The mail provider failed (resend 502 application_error)'],
    ['network-error', 'The mail provider could not be reached (resend no status application_error)'],
  ] as const)('%s: OK, and the message waits for a retry', async (failure, lastError) => {
    nodeServer.use(resendFailing(failure));
    const body = sendBody();
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    const kept = (await keptMessages()).find((message) => message.mail.text.includes(body.template_params.message));
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError, leaseUntil: null });
    expect(Date.parse(kept!.nextAttemptAt!) - Date.parse(kept!.updatedAt)).toBe(60_000);
  });

  it('timeout: OK, and the message waits for a retry', async () => {
    vi.stubEnv('MAIL_SEND_TIMEOUT_MS', '50');
    nodeServer.use(resendFailing('timeout'));
    const body = sendBody();
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    const kept = (await keptMessages()).find((message) => message.mail.text.includes(body.template_params.message));
    expect(kept).toMatchObject({ state: 'pending', lastError: expect.stringContaining('did not answer in time') });
  });

  it.each([
    ['validation', 'resend 422 validation_error'],
    ['invalid-idempotent-request', 'resend 409 invalid_idempotent_request'],
  ] as const)(
    'a refusal (%s): 502 with a clear text, and the message kept as failed for the owner',
    async (failure, lastError) => {
      nodeServer.use(resendFailing(failure));
      const body = sendBody();
      expect(await call(jsonRequest(body))).toMatchObject({
        status: 502,
        text: 'The mail provider refused the message; it is kept for the site owner to send again',
      });
      const kept = (await keptMessages()).find((message) => message.mail.text.includes(body.template_params.message));
      expect(kept).toMatchObject({
        state: 'failed',
        nextAttemptAt: null,
        lastError: expect.stringContaining(lastError),
      });
    },
  );
});

describe('a double submit', () => {
  it('is kept and sent once, and both requests hear OK', async () => {
    const body = sendBody();
    const answers = await Promise.all([call(jsonRequest(body)), call(jsonRequest(body)), call(jsonRequest(body))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(resendCalls).toHaveLength(1);
    const kept = (await allKept()).filter((entry) => entry.message.mail.text.includes(body.template_params.message));
    expect(kept).toHaveLength(1);
  });

  it('of a refused message hears the refusal again', async () => {
    nodeServer.use(resendFailing('validation'));
    const body = sendBody();
    expect((await call(jsonRequest(body))).status).toBe(502);
    expect((await call(jsonRequest(body))).status).toBe(502);
  });
});

describe('logs', () => {
  it('record the outcome without message bodies, addresses or keys', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await call(jsonRequest(sendBody()), '198.51.100.7');
    nodeServer.use(resendFailing('validation'));
    await call(jsonRequest(sendBody()), '198.51.100.7');
    const logged = [...info.mock.calls, ...error.mock.calls].flat().join('\n');
    expect(logged).toContain('"outcome":"sent"');
    expect(logged).toContain('"status":502');
    for (const secret of [
      'Jeanne',
      'jeanne.martin',
      'échanger',
      PUBLIC_KEY,
      're_test_key',
      'owner@portfolio',
      '198.51.100.7',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('attachments (file parts of send-form)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80, 0x00, 0x0d]);

  /**
   * The form as the network brings it: bytes, not a FormData object. On Node 24, undici (7.20 and
   * later) writes a FormData body from a loop nothing awaits, which throws an unhandled rejection
   * when the function stops reading a body too large (nodejs/undici#5835).
   */
  async function formWithFiles(files: File[]) {
    const form = new FormData();
    for (const [name, value] of Object.entries(uniqueMessage())) form.append(name, value);
    for (const file of files) form.append('attachment', file);
    form.append('service_id', 'service_portfolio');
    form.append('template_id', 'template_contact');
    form.append('user_id', PUBLIC_KEY);
    const encoded = new Response(form);
    const headers = { Origin: SITE, 'Content-Type': encoded.headers.get('content-type')! };
    return new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers, body: await encoded.arrayBuffer() });
  }

  it('delivers each file byte for byte, with its name and type, and keeps it with the message', async () => {
    const files = [
      new File([png], 'capture écran.png', { type: 'image/png' }),
      new File(['Bonjour ✓'], 'notes.txt', { type: 'text/plain' }),
    ];
    expect(await call(await formWithFiles(files))).toMatchObject({ status: 200, text: 'OK' });
    const sent = resendCalls[0]?.body.attachments as { filename: string; content: string; content_type: string }[];
    expect(sent.map(({ filename, content_type }) => [filename, content_type])).toEqual([
      ['capture écran.png', 'image/png'],
      ['notes.txt', 'text/plain'],
    ]);
    expect(new Uint8Array(Buffer.from(sent[0]!.content, 'base64'))).toEqual(png);
    expect(Buffer.from(sent[1]!.content, 'base64').toString('utf8')).toBe('Bonjour ✓');

    const store = blobsMessageStore();
    const [kept] = (await allKept(store)).filter((entry) => entry.message.attachments.length === 2);
    expect(kept?.message.attachments).toEqual([
      { filename: 'capture écran.png', contentType: 'image/png', size: png.byteLength },
      { filename: 'notes.txt', contentType: 'text/plain', size: 11 },
    ]);
    expect((await store.attachments(kept!.message))[0]?.content).toEqual(png);
  });

  it('drops bidi controls and invisible characters from file names', async () => {
    const files = [
      new File(['Bonjour'], 'notes\u202Efdp.txt', { type: 'text/plain' }),
      new File(['Salut'], '\u200Bcv\uFEFF.txt', { type: 'text/plain' }),
    ];
    expect(await call(await formWithFiles(files))).toMatchObject({ status: 200, text: 'OK' });
    const sent = resendCalls[0]?.body.attachments as { filename: string }[];
    expect(sent.map((file) => file.filename)).toEqual(['notesfdp.txt', 'cv.txt']);
  });

  it('shortens a long file name before its extension, without splitting a character in two', async () => {
    const long = new File(['Bonjour'], `${'a'.repeat(195)}😀${'b'.repeat(10)}.txt`, { type: 'text/plain' });
    expect(await call(await formWithFiles([long]))).toMatchObject({ status: 200, text: 'OK' });
    const [sent] = resendCalls[0]?.body.attachments as { filename: string }[];
    expect(sent?.filename).toBe(`${'a'.repeat(195)}😀.txt`);
  });

  it.each([
    ['notes\u202Etxt.exe', 'text/plain', 'Bonjour', 'notestxt.exe'],
    ['cv.pdf.exe', 'application/pdf', '%PDF-1.7\n', 'cv.pdf.exe'],
    ['photo', 'image/png', '\x89PNG\r\n\x1A\n', 'photo'],
    ['page.html', 'text/plain', '<script>', 'page.html'],
  ])('refuses %s declared %s whose name says another type, with 415', async (name, type, content, shown) => {
    expect(await call(await formWithFiles([new File([Buffer.from(content, 'latin1')], name, { type })]))).toMatchObject(
      {
        status: 415,
        text: `The name of the attachment "${shown}" does not match its type (${type})`,
      },
    );
    expect(resendCalls).toHaveLength(0);
  });

  it('ignores a file input left empty', async () => {
    // As a browser sends an empty file input: a part with an empty filename and no bytes.
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const fields = {
      ...uniqueMessage(),
      service_id: 'service_portfolio',
      template_id: 'template_contact',
      user_id: PUBLIC_KEY,
    };
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const empty = `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const body = `${parts.join('')}${empty}--${boundary}--\r\n`;
    const req = new Request(SITE + SEND_FORM_PATH, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(await call(req)).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls[0]?.body.attachments).toBeUndefined();
  });

  it('refuses more than MAIL_ATTACHMENTS_MAX_KB in total with 413, and sends nothing', async () => {
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_KB', '100');
    const big = new File(['%PDF-1.7\n', new Uint8Array(101 * 1024)], 'big.pdf', { type: 'application/pdf' });
    expect(await call(await formWithFiles([big]))).toMatchObject({
      status: 413,
      text: 'The attachments cannot exceed 100 KB in total',
    });
    const huge = new File(['%PDF-1.7\n', new Uint8Array(300 * 1024)], 'huge.pdf', { type: 'application/pdf' });
    expect((await call(await formWithFiles([huge]))).status).toBe(413);
    expect(resendCalls).toHaveLength(0);
  });

  // The first bytes of a real file of each type, then some of its body.
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const real: [string, string, BlobPart][] = [
    ['cv.pdf', 'application/pdf', latin1('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj')],
    ['capture.png', 'image/png', png],
    ['photo.jpg', 'image/jpeg', latin1('\xFF\xD8\xFF\xE0\x00\x10JFIF\x00')],
    ['old.gif', 'image/gif', latin1('GIF87a\x01\x00\x01\x00')],
    ['anim.gif', 'image/gif', latin1('GIF89a\x01\x00\x01\x00')],
    ['photo.webp', 'image/webp', latin1('RIFF\x24\x00\x00\x00WEBPVP8 ')],
    ['notes.txt', 'text/plain', Buffer.from('Bonjour ✓\r\n')],
  ];

  it.each(real)('accepts %s, a real %s file', async (name, type, content) => {
    expect(await call(await formWithFiles([new File([content], name, { type })]))).toMatchObject({
      status: 200,
      text: 'OK',
    });
    expect(resendCalls).toHaveLength(1);
  });

  it.each([
    ['setup.png', 'image/png', latin1('MZ\x90\x00\x03\x00\x00\x00')],
    ['photo.png', 'image/png', latin1('\xFF\xD8\xFF\xE0\x00\x10JFIF\x00')],
    ['cv.pdf', 'application/pdf', latin1('MZ\x90\x00 %PDF-1.7')],
    ['empty.pdf', 'application/pdf', new Uint8Array(1)],
    ['photo.jpg', 'image/jpeg', latin1('\xFF\xD8\x00\xE0')],
    ['anim.gif', 'image/gif', latin1('GIF88a\x01\x00')],
    ['sound.webp', 'image/webp', latin1('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['latin1.txt', 'text/plain', latin1('caf\xE9')],
    ['binary.txt', 'text/plain', latin1('hello\x00world')],
  ])('refuses %s declared %s whose bytes are not of that type, with 415', async (name, type, content) => {
    expect(await call(await formWithFiles([new File([content], name, { type })]))).toMatchObject({
      status: 415,
      text: `The content of the attachment "${name}" does not match its type (${type})`,
    });
    expect(resendCalls).toHaveLength(0);
  });

  it('refuses more than MAIL_ATTACHMENTS_MAX_FILES files, and types it cannot check', async () => {
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_FILES', '1');
    const file = () => new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(await call(await formWithFiles([file(), file()]))).toMatchObject({
      status: 400,
      text: 'At most 1 files can be attached',
    });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    expect(await call(await formWithFiles([exe]))).toMatchObject({
      status: 415,
      text: 'The attachment "setup.exe" is of a type that is not accepted (application/x-msdownload)',
    });
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_FILES', '0');
    expect(await call(await formWithFiles([file()]))).toMatchObject({
      status: 400,
      text: 'Attachments are not accepted',
    });
    expect(resendCalls).toHaveLength(0);
  });
});
