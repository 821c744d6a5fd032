/**
 * Every answer is short plain text, like EmailJS's. netlify.toml's headers do not reach functions,
 * so the protective ones are set here.
 */
/** HTTPS only as netlify.toml asks of the pages (a test holds them equal). */
export const PROTECTIVE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
} as const;

const BASE_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', ...PROTECTIVE_HEADERS } as const;

/** A request the pipeline refuses: `text` goes to the client, `reason` only to the log. */
export class MailError extends Error {
  readonly status: number;
  readonly text: string;
  readonly reason: string;
  readonly headers: Record<string, string>;

  constructor(status: number, text: string, reason: string, headers: Record<string, string> = {}) {
    super(text);
    this.name = 'MailError';
    this.status = status;
    this.text = text;
    this.reason = reason;
    this.headers = headers;
  }
}

/** A scheduled pass's outcome: logged, and answered to a local `POST /.netlify/functions/<name>`. */
export function passAnswer(event: string, outcome: object): Response {
  console.info(JSON.stringify({ event, ...outcome }));
  return Response.json(outcome, { headers: PROTECTIVE_HEADERS });
}

export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(BASE_HEADERS)) all.set(name, value);
  // 204 and friends must not carry a body.
  const body = status === 204 || status === 304 ? null : text;
  return new Response(body, { status, headers: all });
}
