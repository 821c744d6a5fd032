/**
 * MSW handlers for the two EmailJS endpoints our mail function serves. They check a request as the
 * function does at its surface, with its texts: body type, the identifiers in EmailJS's words, then
 * the template variables against the shared contact schema, so the mocks cannot drift from it.
 * Tests force other outcomes with `emailjsFailure` and `emailjsNetworkError`, and read what was
 * sent with `emailjsRequests()`.
 */
import { http, HttpResponse } from 'msw';
import { CONTACT_VARIABLES, EMPTY_CONTACT, parseContact } from '../src/shared/contact-schema.ts';
import { LINK_FIELD } from '../src/shared/audience.ts';
import { CHALLENGE_FIELD } from '../src/shared/challenge.ts';
import { HONEYPOT_FIELD } from '../src/shared/honeypot.ts';
import { PARAM, SEND_FORM_PATH, SEND_PATH, wireError } from '../src/shared/emailjs-wire.ts';

export type EmailjsEndpoint = 'send' | 'send-form';

export interface EmailjsRequest {
  endpoint: EmailjsEndpoint;
  /** An unread copy, for checks of the exact wire format: headers, JSON key order, multipart field order. */
  request: Request;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EITHER_ENDPOINT = new RegExp(`(?:${[SEND_PATH, SEND_FORM_PATH].map(escapeRegExp).join('|')})$`);

// The form fields that are the SDK's, not template variables.
const SDK_FIELDS = new Set<string>([
  PARAM.libVersion,
  PARAM.userId,
  PARAM.serviceId,
  PARAM.templateId,
  PARAM.accessToken,
]);
const REQUIRED_IDS = [PARAM.userId, PARAM.serviceId, PARAM.templateId] as const;

const sent: EmailjsRequest[] = [];

// A JSON object, not an array or a primitive (mocks import only src/shared, like the function).
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every request that reached an EmailJS handler, in order, whatever the answer was. */
export function emailjsRequests(): readonly EmailjsRequest[] {
  return sent;
}

/** Forgets the recorded requests; the shared test setup calls it after each test. */
export function resetEmailjsRequests(): void {
  sent.length = 0;
}

// The body is copied at once: a network error ends the request's stream, and its clones' with it.
async function record(request: Request): Promise<EmailjsEndpoint> {
  const endpoint = new URL(request.url).pathname.endsWith('/send-form') ? 'send-form' : 'send';
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: await request.clone().arrayBuffer(),
  });
  sent.push({ endpoint, request: copy });
  return endpoint;
}

function textResponse(text: string, status: number, headers?: HeadersInit) {
  return HttpResponse.text(text, { status, headers });
}

type EmailjsFields = Record<string, unknown>;

const mediaType = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The request's EmailJS fields, or the function's answer to a body it cannot take. */
async function readFields(endpoint: EmailjsEndpoint, request: Request): Promise<EmailjsFields | Response> {
  const type = mediaType(request);
  if (endpoint === 'send') {
    if (type !== 'application/json') return textResponse(wireError.sendTakesJson, 415);
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return textResponse(wireError.invalidJson, 400);
    }
    return isJsonObject(body) ? body : textResponse(wireError.notJsonObject, 400);
  }
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    return textResponse(wireError.sendFormTakesForm, 415);
  }
  const form = await request.formData().catch(() => undefined);
  if (!form) return textResponse(wireError.brokenMultipart, 400);
  // For send-form the template variables are the form's own fields.
  const templateParams: Record<string, unknown> = {};
  const fields: EmailjsFields = { [PARAM.templateParams]: templateParams };
  for (const [name, value] of form) (SDK_FIELDS.has(name) ? fields : templateParams)[name] = value;
  return fields;
}

// The contact template takes the shared schema's fields, plus the reserved parameters the function
// takes out (the honeypot, the proof-of-work solution, which it accepts unchecked by default, and
// the application link's code).
const TEMPLATE_VARIABLES = new Set<string>([...CONTACT_VARIABLES, HONEYPOT_FIELD, CHALLENGE_FIELD, LINK_FIELD]);

async function answerLikeTheFunction({ request }: { request: Request }): Promise<Response> {
  const fields = await readFields(await record(request), request);
  if (fields instanceof Response) return fields;
  const params = fields[PARAM.templateParams] ?? {};
  if (!isJsonObject(params)) return textResponse(wireError.templateParamsNotObject, 400);
  for (const id of REQUIRED_IDS) {
    const value = fields[id];
    if (typeof value !== 'string' || value === '') return textResponse(wireError.missingParameter(id), 400);
  }
  const unknown = Object.keys(params).find((name) => !TEMPLATE_VARIABLES.has(name));
  if (unknown !== undefined) return textResponse(wireError.unknownVariable(unknown), 422);
  // A missing variable is empty, as EmailJS renders it (and as the function reads it).
  const contact = parseContact({ ...EMPTY_CONTACT, ...params });
  if (!contact.ok) {
    const [issue] = contact.issues;
    return textResponse(wireError.invalidVariable(issue?.field ?? null, issue?.message ?? 'Message invalide.'), 422);
  }
  return textResponse('OK', 200);
}

/** The EmailJS API as our function answers it: 200 'OK' for a valid contact message. */
export const emailjsHandlers = [
  http.post(`*${SEND_PATH}`, answerLikeTheFunction),
  http.post(`*${SEND_FORM_PATH}`, answerLikeTheFunction),
];

const FAILURE_TEXTS: Record<number, string> = {
  400: wireError.unknownService,
  403: 'Forbidden',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

type OverrideOptions = {
  /** Answer only the next request this way, then fall back to the usual handlers. */
  once?: boolean;
  /** Seconds in the `Retry-After` header of a 429 (default 1, EmailJS's one send a second). */
  retryAfter?: number;
};

/** Both endpoints answer `status` with `text` (default: a usual text for that status). For `server.use(...)`. */
export function emailjsFailure(status: number, text = FAILURE_TEXTS[status] ?? 'Error', options: OverrideOptions = {}) {
  const headers = status === 429 ? { 'Retry-After': String(options.retryAfter ?? 1) } : undefined;
  return http.post(
    EITHER_ENDPOINT,
    async ({ request }) => {
      await record(request);
      return textResponse(text, status, headers);
    },
    { once: options.once },
  );
}

/** Both endpoints fail as an unreachable server does (fetch rejects). For `server.use(...)`. */
export function emailjsNetworkError(options: Pick<OverrideOptions, 'once'> = {}) {
  return http.post(
    EITHER_ENDPOINT,
    async ({ request }) => {
      await record(request);
      return HttpResponse.error();
    },
    { once: options.once },
  );
}
