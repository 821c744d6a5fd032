/**
 * The form posts by itself until the app runs (src/features/contact/FormPostFields.tsx): such a
 * navigation gets pages in the visitor's language, 303 to the thank-you page or ./failure-page.ts.
 * Every other caller gets EmailJS's plain text.
 */
import { defaultLanguage, isPublishedLanguage, type Lang } from '../../../src/content/languages.ts';
import { MESSAGE_SENT, pagePath } from '../../../src/content/pages.ts';
import { VISITOR_LANGUAGE } from '../../../src/shared/contact-schema.ts';
import { parseBody } from './body.ts';
import type { CallerOrigin } from './cors.ts';
import { failurePage } from './failure-page.ts';
import { PROTECTIVE_HEADERS } from './respond.ts';

export type PostedFields = Record<string, unknown> | undefined;

/** Fetch metadata says so; older browsers send none but ask for HTML, which API clients never do. */
export function isBrowserNavigation({ method, headers }: Request): boolean {
  if (method === 'OPTIONS') return false;
  const mode = headers.get('sec-fetch-mode');
  if (mode !== null) return mode === 'navigate';
  return /(?:^|[\s,])text\/html(?:[\s;,]|$)/i.test(headers.get('accept') ?? '');
}

function languageOf(fields: PostedFields): Lang {
  const lang = fields?.[VISITOR_LANGUAGE];
  return isPublishedLanguage(lang) ? lang : defaultLanguage;
}

/** The pages are on the form's origin (checked), even when the API answers on another (VITE_MAIL_ORIGIN). */
const siteOrigin = (caller: CallerOrigin | undefined) => (caller?.kind === 'browser' ? caller.origin : '');

/** `headers` are the API's own (Retry-After, Allow). */
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

/** A navigation refused before its body was read still offers the visitor's text back. */
export async function readUnreadForm(req: Request): Promise<PostedFields> {
  if (req.bodyUsed) return undefined;
  try {
    return (await parseBody(req, 'send-form', NO_FILES)).templateParams;
  } catch {
    return undefined;
  }
}
