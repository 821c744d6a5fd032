/**
 * The contact form posts by itself until the app runs, or when it never does
 * (src/features/contact/FormPostFields.tsx): the browser then navigates to the mail API and shows
 * what it answers. Such a navigation gets pages in the visitor's language: 303 to the prerendered
 * thank-you page, or a page saying what went wrong (./failure-page.ts). Every other caller (the
 * SDK, curl, the app's fetch) gets EmailJS's plain text, as before.
 */
import { defaultLanguage, isPublishedLanguage, type Lang } from '../../../src/content/languages.ts';
import { MESSAGE_SENT, pagePath } from '../../../src/content/pages.ts';
import { VISITOR_LANGUAGE } from '../../../src/shared/contact-schema.ts';
import { parseBody } from './body.ts';
import type { CallerOrigin } from './cors.ts';
import { failurePage } from './failure-page.ts';
import { PROTECTIVE_HEADERS } from './respond.ts';

/** The visitor's fields as the form posted them, once read. */
export type PostedFields = Record<string, unknown> | undefined;

/**
 * Fetch metadata says so in every current browser. Older ones send none, but ask for HTML, which
 * API clients never do. Browsers navigate with GET or POST, never with a preflight's OPTIONS.
 */
export function isBrowserNavigation({ method, headers }: Request): boolean {
  if (method === 'OPTIONS') return false;
  const mode = headers.get('sec-fetch-mode');
  if (mode !== null) return mode === 'navigate';
  return /(?:^|[\s,])text\/html(?:[\s;,]|$)/i.test(headers.get('accept') ?? '');
}

/** The language of the page that posted: the form's hidden field, else the default one. */
function languageOf(fields: PostedFields): Lang {
  const lang = fields?.[VISITOR_LANGUAGE];
  return isPublishedLanguage(lang) ? lang : defaultLanguage;
}

/**
 * The site's pages are on the caller's origin, the one the form was on, even when the mail API
 * answers on another (VITE_MAIL_ORIGIN). That origin has passed the origin check.
 */
const siteOrigin = (caller: CallerOrigin | undefined) => (caller?.kind === 'browser' ? caller.origin : '');

/** What a navigation gets for the API's `status`; `headers` are the API's own (Retry-After, Allow). */
export function pageAnswer(
  status: number,
  caller: CallerOrigin | undefined,
  fields: PostedFields,
  headers: Record<string, string>,
): Response {
  const lang = languageOf(fields);
  const site = siteOrigin(caller);
  if (status < 300) {
    return new Response(null, {
      status: 303,
      headers: { Location: `${site}${pagePath(MESSAGE_SENT, lang)}`, ...PROTECTIVE_HEADERS },
    });
  }
  return failurePage(status, { lang, site, fields, headers });
}

const NO_FILES = { maxFiles: 0, maxTotalBytes: 0, types: [] };

/**
 * A navigation refused before its body was read (the mail API not configured, say) still offers
 * the visitor's text back: the body is read now, within the same limits, or not at all.
 */
export async function readUnreadForm(req: Request): Promise<PostedFields> {
  if (req.bodyUsed) return undefined;
  try {
    return (await parseBody(req, 'send-form', NO_FILES)).templateParams;
  } catch {
    return undefined;
  }
}
