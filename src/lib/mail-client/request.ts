import { EmailJSResponseStatus } from './response-status.ts';


/** Joins without a double slash, and keeps a base path in the origin (`https://host/mail/`). */
export function joinUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** POSTs to the EmailJS API: resolves on 2xx, rejects otherwise, both with the status and body text. */
export async function postToEmailJS(
  origin: string,
  path: string,
  body: BodyInit,
  headers?: Record<string, string>,
): Promise<EmailJSResponseStatus> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(joinUrl(origin, path), { method: 'POST', headers, body });
    text = await response.text();
  } catch {
    // Fix of 4.4.1, which passed fetch's TypeError on: a network or CORS failure is status 0, as in v3.
    throw new EmailJSResponseStatus();
  }
  const result = new EmailJSResponseStatus(response.status, text);
  if (!response.ok) throw result;
  return result;
}
