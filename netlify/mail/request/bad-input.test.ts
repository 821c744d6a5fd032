/**
 * Malformed and hostile requests: each gets a 4xx with a clear text, none a 5xx, none sends mail.
 */
import { describe, expect, it } from 'vitest';
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

const { resendCalls } = useMailTestEnv();

const withParams = (params: Record<string, unknown>) =>
  jsonRequest(sendBody({ template_params: { ...uniqueMessage(), ...params } }));
const rawForm = (body: BodyInit, contentType: string) =>
  new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers: { Origin: SITE, 'Content-Type': contentType }, body });
const sdkFields = `user_id=${PUBLIC_KEY}&service_id=service_portfolio&template_id=template_contact`;
const CRLF = '\r\nBcc: victim@example.org';

const cases: [string, () => Request][] = [
  ['a JSON array body', () => jsonRequest([sendBody()])],
  ['a JSON string body', () => jsonRequest('"hello"')],
  ['JSON null', () => jsonRequest('null')],
  ['an empty body', () => jsonRequest('')],
  ['truncated JSON', () => jsonRequest('{"user_id":"pk"')],
  ['user_id as a number', () => jsonRequest(sendBody({ user_id: 42 }))],
  ['service_id as an object', () => jsonRequest(sendBody({ service_id: { id: 'service_portfolio' } }))],
  ['template_id as an array', () => jsonRequest(sendBody({ template_id: ['template_contact'] }))],
  ['template_params as a number', () => jsonRequest(sendBody({ template_params: 7 }))],
  ['a nested object as a variable', () => withParams({ name: { first: 'Jeanne' } })],
  ['an array as a variable', () => withParams({ message: ['a', 'b'] })],
  ['a number as a variable', () => withParams({ phone: 33612345678 })],
  ['null as a variable', () => withParams({ subject: null })],
  ['an unknown variable', () => withParams({ admin: 'true' })],
  [
    'a __proto__ variable',
    () =>
      jsonRequest(
        `{"user_id":"${PUBLIC_KEY}","service_id":"service_portfolio","template_id":"template_contact","template_params":{"__proto__":{"x":1}}}`,
      ),
  ],
  ['an unknown top-level field', () => jsonRequest(sendBody({ extra: 1 }))],
  ['a huge name', () => withParams({ name: 'N'.repeat(10_000) })],
  ['a huge message', () => withParams({ message: 'M'.repeat(20_000) })],
  ['a body over the cap', () => withParams({ message: 'M'.repeat(70_000) })],
  ['CR/LF in name', () => withParams({ name: `Jeanne${CRLF}` })],
  ['CR/LF in email', () => withParams({ email: `jeanne@example.org${CRLF}` })],
  ['CR/LF in phone', () => withParams({ phone: `0612345678${CRLF}` })],
  ['CR/LF in subject', () => withParams({ subject: `Hello${CRLF}` })],
  ['CR/LF in user_id', () => jsonRequest(sendBody({ user_id: `${PUBLIC_KEY}${CRLF}` }))],
  ['CR/LF in service_id', () => jsonRequest(sendBody({ service_id: `service_portfolio${CRLF}` }))],
  ['CR/LF in template_id', () => jsonRequest(sendBody({ template_id: `template_contact${CRLF}` }))],
  ['a NUL in the message', () => withParams({ message: 'hello\u0000world' })],
  ['a blank message', () => withParams({ message: '   \n  ' })],
  ['an email with spaces', () => withParams({ email: 'jeanne martin@example.org' })],
  ['letters as a phone', () => withParams({ phone: 'call me maybe' })],
  [
    'invalid UTF-8 in JSON',
    () => jsonRequest(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) as unknown as string),
  ],
  [
    'invalid UTF-8 in a urlencoded body',
    () => rawForm(`${sdkFields}&name=%FF%FE`, 'application/x-www-form-urlencoded'),
  ],
  ['a broken percent-escape', () => rawForm(`${sdkFields}&name=%E0%A4%A`, 'application/x-www-form-urlencoded')],
  ['text/plain on /send', () => jsonRequest(sendBody(), { headers: { 'Content-Type': 'text/plain' } })],
  [
    'no content type on /send',
    () =>
      new Request(SITE + '/api/v1.0/email/send', {
        method: 'POST',
        headers: { Origin: SITE },
        body: new Blob([JSON.stringify(sendBody())]),
      }),
  ],
  ['JSON on /send-form', () => rawForm(JSON.stringify(sendBody()), 'application/json')],
  [
    'a Latin-1 charset',
    () => jsonRequest(sendBody(), { headers: { 'Content-Type': 'application/json; charset=iso-8859-1' } }),
  ],
  [
    'multipart without a boundary',
    () => rawForm('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 'multipart/form-data'),
  ],
  ['broken multipart', () => rawForm('--x\r\nthis is not a part\r\n', 'multipart/form-data; boundary=x')],
  [
    'multipart with a file',
    () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(uniqueMessage())) form.append(name, value);
      form.append('attachment', new Blob(['evil'], { type: 'application/octet-stream' }), 'evil.exe');
      for (const [name, value] of new URLSearchParams(sdkFields)) form.append(name, value);
      return new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers: { Origin: SITE }, body: form });
    },
  ],
  ['a repeated form field', () => rawForm(`${sdkFields}&name=A&name=B`, 'application/x-www-form-urlencoded')],
  ['a form missing every variable', () => formRequest({})],
  ['a form with an unknown field', () => formRequest({ ...uniqueMessage(), g: 'x' })],
  ['a declared length far over the cap', () => jsonRequest(sendBody(), { headers: { 'Content-Length': '10000000' } })],
];

describe('bad input', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s: a 4xx with a clear text, nothing sent', async (_name, request) => {
    const { status, text } = await call(request());
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(text.length).toBeGreaterThan(5);
    expect(text).not.toMatch(/\r|\n|undefined|\[object/);
    expect(resendCalls).toHaveLength(0);
  });
});
