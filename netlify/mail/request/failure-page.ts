/**
 * The page a browser's own form post gets when the send fails: in the visitor's language, what went
 * wrong, and the owner's address as a mail holding the visitor's subject and message, so nothing
 * typed is lost. Texts from src/content/; Mustache escapes every value.
 */
import { createHash } from 'node:crypto';
import Mustache from 'mustache';
import { contactErrors } from '../../../src/content/contact-errors.ts';
import type { Lang } from '../../../src/content/languages.ts';
import { pagePath } from '../../../src/content/pages.ts';
import { profile } from '../../../src/content/profile.ts';
import { ui } from '../../../src/content/ui.ts';
import { createContactSchema, EMPTY_CONTACT, parseContact } from '../../../src/shared/contact-schema.ts';
import { ownerMailto } from '../../../src/shared/owner-mailto.ts';
import { PROTECTIVE_HEADERS } from './respond.ts';

type FailurePage = {
  lang: Lang;
  /** Empty for this one. */
  site: string;
  fields: Record<string, unknown> | undefined;
  headers: Record<string, string>;
};

// The site's stylesheet has a hashed name the function cannot know: a few rules of its own, in the
// system's colours (links in the text's, underlined: the browsers' dark-scheme blue is too dark).
const STYLE =
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.6}body{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{line-height:1.2}a{color:inherit;overflow-wrap:anywhere}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

// Nothing but this page's one inline style, by its hash: no script, no frame, no form.
const HEADERS = {
  ...PROTECTIVE_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const TEMPLATE = `<!doctype html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{title}} · {{owner}}</title>
<style>{{{style}}}</style>
</head>
<body>
<main>
<h1>{{title}}</h1>
<p>{{reason}}</p>
{{#issues.length}}<ul>{{#issues}}<li>{{.}}</li>{{/issues}}</ul>{{/issues.length}}
<p>{{lead}}<a href="{{mailto}}">{{email}}</a>{{trail}}</p>
<p><a href="{{form}}">{{backToForm}}</a></p>
</main>
</body>
</html>
`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** As the form would have said it. */
function fieldIssues(fields: FailurePage['fields'], lang: Lang): string[] {
  const result = parseContact({ ...EMPTY_CONTACT, ...fields }, createContactSchema(contactErrors[lang]));
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

function whatWentWrong(status: number, { lang, fields }: FailurePage): { reason: string; issues: string[] } {
  const texts = ui[lang].contact;
  if (status === 429) return { reason: texts.retryLater, issues: [] };
  if (status >= 500) return { reason: texts.notSent.unavailable, issues: [] };
  const issues = status === 422 ? fieldIssues(fields, lang) : [];
  return { reason: issues.length > 0 ? texts.notSent.invalid : texts.notSent.refused, issues };
}

export function failurePage(status: number, page: FailurePage): Response {
  const texts = ui[page.lang].contact;
  const html = Mustache.render(TEMPLATE, {
    lang: page.lang,
    title: texts.notSent.title,
    owner: profile.name,
    style: STYLE,
    ...whatWentWrong(status, page),
    ...texts.writeDirectly,
    mailto: ownerMailto({ subject: text(page.fields?.subject), message: text(page.fields?.message) }),
    email: profile.email,
    form: `${page.site}${pagePath('contact', page.lang)}`,
    backToForm: texts.notSent.backToForm,
  });
  return new Response(html, { status, headers: { ...page.headers, ...HEADERS } });
}
