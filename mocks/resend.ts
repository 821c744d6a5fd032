/**
 * MSW handlers for the Resend API, for the mail function's tests: they record what would have been
 * sent and can play each of Resend's failure modes.
 */
import { delay, http, HttpResponse } from 'msw';

export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

/** One call to POST /emails, as Resend received it. */
export type ResendCall = { body: Record<string, unknown>; idempotencyKey: string | null; authorization: string | null };

/** Accepts every email and records it in `calls`. */
export function resendAccepting(calls: ResendCall[]) {
  return http.post(RESEND_EMAILS_URL, async ({ request }) => {
    calls.push({
      body: (await request.json()) as Record<string, unknown>,
      idempotencyKey: request.headers.get('idempotency-key'),
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json({ id: crypto.randomUUID() });
  });
}

export type ResendFailure =
  | 'validation'
  | 'invalid-key'
  | 'unverified-domain'
  | 'rate-limit'
  | 'server-error'
  | 'concurrent-idempotent-requests'
  | 'invalid-idempotent-request'
  | 'network-error'
  | 'timeout'
  | 'not-json';

const ERROR_BODIES = {
  validation: { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' } },
  'invalid-key': { status: 403, body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' } },
  'unverified-domain': {
    status: 403,
    body: { statusCode: 403, name: 'validation_error', message: 'The portfolio.example domain is not verified.' },
  },
  'rate-limit': { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' } },
  'server-error': {
    status: 500,
    body: { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error.' },
  },
  // The same idempotency key while the first request with it is still in progress...
  'concurrent-idempotent-requests': {
    status: 409,
    body: {
      statusCode: 409,
      name: 'concurrent_idempotent_requests',
      message: 'Same idempotency key used while original request is still in progress.',
    },
  },
  // ...and with a different body.
  'invalid-idempotent-request': {
    status: 409,
    body: {
      statusCode: 409,
      name: 'invalid_idempotent_request',
      message: 'Same idempotency key used with a different request payload.',
    },
  },
} as const;

/** Resend failing in one of the ways it can. */
export function resendFailing(failure: ResendFailure) {
  return http.post(RESEND_EMAILS_URL, async () => {
    switch (failure) {
      case 'network-error':
        return HttpResponse.error();
      case 'timeout':
        await delay('infinite');
        return HttpResponse.json({ id: 'too-late' });
      case 'not-json':
        return new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
      default: {
        const { status, body } = ERROR_BODIES[failure];
        return HttpResponse.json(body, { status });
      }
    }
  });
}
