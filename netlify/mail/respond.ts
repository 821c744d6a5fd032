/**
 * Every answer of the mail API is short plain text, like EmailJS's: the browser SDK turns it into
 * `EmailJSResponseStatus(status, text)`. netlify.toml [[headers]] do not reach function
 * responses, so the protective headers are set here.
 */
const BASE_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** A request the pipeline refuses: `text` goes to the client, `reason` only to the log. */
export class MailError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(text);
    this.name = 'MailError';
  }
}

export function plainText(status: number, text: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(BASE_HEADERS)) all.set(name, value);
  // 204 and friends must not carry a body.
  const body = status === 204 || status === 304 ? null : text;
  return new Response(body, { status, headers: all });
}

