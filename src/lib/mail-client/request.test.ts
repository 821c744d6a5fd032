import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailjsFailure, emailjsNetworkError } from '../../../mocks/emailjs.ts';
import { server } from '../../../mocks/node.ts';
import { SEND_PATH } from '../../shared/emailjs-wire.ts';
import { joinUrl, postToEmailJS } from './request.ts';
import { EmailJSResponseStatus } from './response-status.ts';

describe('joinUrl', () => {
  it('joins with exactly one slash', () => {
    expect(joinUrl('https://mail.example', '/api/v1.0/email/send')).toBe('https://mail.example/api/v1.0/email/send');
    expect(joinUrl('https://mail.example/', '/api/v1.0/email/send')).toBe('https://mail.example/api/v1.0/email/send');
    expect(joinUrl('https://mail.example//', 'api/v1.0/email/send')).toBe('https://mail.example/api/v1.0/email/send');
  });

  it('keeps a base path in the origin', () => {
    expect(joinUrl('https://host.example/mail/', SEND_PATH)).toBe('https://host.example/mail/api/v1.0/email/send');
  });
});

describe('postToEmailJS', () => {
  it('resolves with the status and body text of any 2xx answer', async () => {
    server.use(http.post('https://mail.example/api/v1.0/email/send', () => HttpResponse.text('Created', { status: 201 })));
    const result = await postToEmailJS('https://mail.example', SEND_PATH, '{}');
    expect(result).toBeInstanceOf(EmailJSResponseStatus);
    expect(result).toEqual({ status: 201, text: 'Created' });
  });

  it.each([
    [400, 'The service ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('rejects a %i with its status and raw body text', async (status, text) => {
    server.use(emailjsFailure(status, text));
    const failure = postToEmailJS(location.origin, SEND_PATH, '{}');
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status, text });
  });

  it("rejects a network failure with status 0 and 'Network Error', not fetch's TypeError", async () => {
    server.use(emailjsNetworkError());
    const failure = postToEmailJS(location.origin, SEND_PATH, '{}');
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 0, text: 'Network Error' });
  });
});
