import { describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../mocks/node-server.ts';
import { resendFailing } from '../../mocks/resend.ts';
import { HONEYPOT_FIELD } from '../../src/shared/honeypot.ts';
import { blobsMessageStore } from './message-store.ts';
import { call, formRequest, jsonRequest, PUBLIC_KEY, SEND_FORM_PATH, sendBody, SITE, uniqueMessage, useMailTestEnv } from './testing/harness.ts';

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
    const [kept] = await blobsMessageStore().list();
    expect(kept?.message).toMatchObject({ state: 'sent', attempts: 1, email: 'jeanne.martin@example.org', subject: 'Stage de développement' });
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
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
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
    ['a foreign origin preflight', () => new Request(SITE + '/api/v1.0/email/send', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }), 403, 'Forbidden'],
    ['no Origin and no key', () => jsonRequest(sendBody(), { origin: null }), 403, 'API calls are disabled for non-browser applications'],
    ['text/plain on /send', () => jsonRequest(sendBody(), { headers: { 'Content-Type': 'text/plain' } }), 415, 'Unsupported Media Type: /send takes application/json'],
    ['over 50 KB of variables', () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), message: 'x'.repeat(51 * 1024) } })), 413, 'The total size of the dynamic variables cannot exceed 50 KB'],
    ['broken JSON', () => jsonRequest('{"user_id": '), 400, 'The request body is not valid JSON'],
    ['no user_id', () => jsonRequest(sendBody({ user_id: undefined })), 400, 'The user_id parameter is required'],
    ['no service_id', () => jsonRequest(sendBody({ service_id: '' })), 400, 'The service_id parameter is required'],
    ['no template_id', () => jsonRequest(sendBody({ template_id: undefined })), 400, 'The template_id parameter is required'],
    ['a wrong public key', () => jsonRequest(sendBody({ user_id: 'pk_other' })), 400, 'The Public Key is invalid'],
    ['an unknown service', () => jsonRequest(sendBody({ service_id: 'service_other' })), 400, 'The service ID is invalid'],
    ['an unknown template', () => jsonRequest(sendBody({ template_id: 'template_other' })), 400, 'The template ID is invalid'],
    ['template_params as an array', () => jsonRequest(sendBody({ template_params: ['a'] })), 400, 'The template_params parameter must be an object'],
    ['template_params as a string', () => jsonRequest(sendBody({ template_params: 'name=x' })), 400, 'The template_params parameter must be an object'],
    ['a missing variable', () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), phone: '' } })), 422, 'phone: Le numéro de téléphone est requis.'],
    ['an invalid email', () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), email: 'nope' } })), 422, "email: L'adresse email n'est pas valide."],
    ['an unknown variable', () => jsonRequest(sendBody({ template_params: { ...uniqueMessage(), cc: 'x@example.org' } })), 422, 'Unknown template variable "cc"'],
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
    expect(await call(jsonRequest(sendBody({ accessToken: 'sk_wrong' }), { origin: null }))).toMatchObject({ status: 403, text: 'The Private Key is invalid' });
    expect(await call(jsonRequest(sendBody({ accessToken: 'sk_wrong' })))).toMatchObject({ status: 403, text: 'The Private Key is invalid' });
  });

  it('refuses a non-browser caller when no private key is configured, whatever it sends', async () => {
    expect(await call(jsonRequest(sendBody({ accessToken: '' }), { origin: null }))).toMatchObject({ status: 403, text: 'API calls are disabled for non-browser applications' });
  });
});

describe('configuration', () => {
  it('answers 503 without MAIL_PUBLIC_KEY', async () => {
    vi.stubEnv('MAIL_PUBLIC_KEY', '');
    expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 503, text: 'Mail sending is not configured on this server' });
  });

  it('answers 503 in production without RESEND_API_KEY, never a fake OK', async () => {
    vi.stubEnv('RESEND_API_KEY', '');
    expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 503, text: 'Mail sending is not configured on this server' });
  });

  it('answers 503 when Resend is set up without MAIL_FROM or MAIL_TO', async () => {
    vi.stubEnv('MAIL_TO', '');
    expect((await call(jsonRequest(sendBody()))).status).toBe(503);
    expect(resendCalls).toHaveLength(0);
  });
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
    for (const email of ['Spammer@Example.org', 'anyone@junk.example']) {
      const body = sendBody({ template_params: { ...uniqueMessage(), email } });
      expect(await call(jsonRequest(body))).toMatchObject({ status: 403, text: 'Forbidden' });
    }
    expect(resendCalls).toHaveLength(0);
  });

  it('watches the variable MAIL_BLOCK_LIST_VARIABLE names', async () => {
    vi.stubEnv('MAIL_BLOCK_LIST', 'casino');
    vi.stubEnv('MAIL_BLOCK_LIST_VARIABLE', 'subject');
    const body = sendBody({ template_params: { ...uniqueMessage(), subject: 'Casino' } });
    expect((await call(jsonRequest(body))).status).toBe(403);
  });
});

describe('hostile content', () => {
  const hostile = {
    name: 'Ali <b>Bold</b>',
    email: 'ali@example.org',
    phone: '+33 1 23 45 67 89',
    subject: '{{message}} <script>alert(1)</script>',
    message: 'Line 1\r\nBcc: victim@example.org\n<script>alert("x")</script> <img src=x onerror=alert(1)>\n🎉 مرحبا بالعالم שלום',
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

  it('refuses CR/LF in any single-line field, so no header can be injected', async () => {
    for (const field of ['name', 'email', 'phone', 'subject'] as const) {
      const body = sendBody({ template_params: { ...uniqueMessage(), [field]: `${uniqueMessage()[field]}\r\nBcc: victim@example.org` } });
      const { status, text } = await call(jsonRequest(body));
      expect(status).toBe(422);
      expect(text.startsWith(`${field}: `)).toBe(true);
    }
    expect(resendCalls).toHaveLength(0);
  });
});

describe('keep, then deliver: what each Resend failure means', () => {
  const keptMessages = async () => (await blobsMessageStore().list()).map((entry) => entry.message);

  it.each([
    ['rate-limit', 'The mail provider is busy (resend 429 rate_limit_exceeded)'],
    ['server-error', 'The mail provider failed (resend 500 internal_server_error)'],
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

  it('a refusal: 502 with a clear text, and the message kept as failed for the owner', async () => {
    nodeServer.use(resendFailing('validation'));
    const body = sendBody();
    expect(await call(jsonRequest(body))).toMatchObject({
      status: 502,
      text: 'The mail provider refused the message; it is kept for the site owner to send again',
    });
    const kept = (await keptMessages()).find((message) => message.mail.text.includes(body.template_params.message));
    expect(kept).toMatchObject({ state: 'failed', nextAttemptAt: null, lastError: expect.stringContaining('resend 422 validation_error') });
  });
});

describe('a double submit', () => {
  it('is kept and sent once, and both requests hear OK', async () => {
    const body = sendBody();
    const answers = await Promise.all([call(jsonRequest(body)), call(jsonRequest(body)), call(jsonRequest(body))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(resendCalls).toHaveLength(1);
    const kept = (await blobsMessageStore().list()).filter((entry) => entry.message.mail.text.includes(body.template_params.message));
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
    for (const secret of ['Jeanne', 'jeanne.martin', 'échanger', PUBLIC_KEY, 're_test_key', 'owner@portfolio', '198.51.100.7']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('attachments (file parts of send-form)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80, 0x00, 0x0d]);

  function formWithFiles(files: File[]) {
    const form = new FormData();
    for (const [name, value] of Object.entries(uniqueMessage())) form.append(name, value);
    for (const file of files) form.append('attachment', file);
    form.append('service_id', 'service_portfolio');
    form.append('template_id', 'template_contact');
    form.append('user_id', PUBLIC_KEY);
    return new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers: { Origin: SITE }, body: form });
  }

  it('delivers each file byte for byte, with its name and type, and keeps it with the message', async () => {
    const files = [new File([png], 'capture écran.png', { type: 'image/png' }), new File(['Bonjour ✓'], 'notes.txt', { type: 'text/plain' })];
    expect(await call(formWithFiles(files))).toMatchObject({ status: 200, text: 'OK' });
    const sent = resendCalls[0]?.body.attachments as { filename: string; content: string; content_type: string }[];
    expect(sent.map(({ filename, content_type }) => [filename, content_type])).toEqual([
      ['capture écran.png', 'image/png'],
      ['notes.txt', 'text/plain'],
    ]);
    expect(new Uint8Array(Buffer.from(sent[0]!.content, 'base64'))).toEqual(png);
    expect(Buffer.from(sent[1]!.content, 'base64').toString('utf8')).toBe('Bonjour ✓');

    const store = blobsMessageStore();
    const [kept] = (await store.list()).filter((entry) => entry.message.attachments.length === 2);
    expect(kept?.message.attachments).toEqual([
      { filename: 'capture écran.png', contentType: 'image/png', size: png.byteLength },
      { filename: 'notes.txt', contentType: 'text/plain', size: 11 },
    ]);
    expect((await store.attachments(kept!.message))[0]?.content).toEqual(png);
  });

  it('ignores a file input left empty', async () => {
    // As a browser sends an empty file input: a part with an empty filename and no bytes.
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const fields = { ...uniqueMessage(), service_id: 'service_portfolio', template_id: 'template_contact', user_id: PUBLIC_KEY };
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const empty = `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const body = `${parts.join('')}${empty}--${boundary}--\r\n`;
    const req = new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers: { Origin: SITE, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(await call(req)).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls[0]?.body.attachments).toBeUndefined();
  });

  it('refuses more than MAIL_ATTACHMENTS_MAX_KB in total with 413, and sends nothing', async () => {
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_KB', '100');
    const big = new File([new Uint8Array(101 * 1024)], 'big.pdf', { type: 'application/pdf' });
    expect(await call(formWithFiles([big]))).toMatchObject({ status: 413, text: 'The attachments cannot exceed 100 KB in total' });
    const huge = new File([new Uint8Array(300 * 1024)], 'huge.pdf', { type: 'application/pdf' });
    expect((await call(formWithFiles([huge]))).status).toBe(413);
    expect(resendCalls).toHaveLength(0);
  });

  it('refuses more than MAIL_ATTACHMENTS_MAX_FILES files, and types not in MAIL_ATTACHMENTS_TYPES', async () => {
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_FILES', '1');
    const file = () => new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(await call(formWithFiles([file(), file()]))).toMatchObject({ status: 400, text: 'At most 1 files can be attached' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    expect(await call(formWithFiles([exe]))).toMatchObject({
      status: 415,
      text: 'The attachment "setup.exe" is of a type that is not accepted (application/x-msdownload)',
    });
    vi.stubEnv('MAIL_ATTACHMENTS_MAX_FILES', '0');
    expect(await call(formWithFiles([file()]))).toMatchObject({ status: 400, text: 'Attachments are not accepted' });
    expect(resendCalls).toHaveLength(0);
  });
});
