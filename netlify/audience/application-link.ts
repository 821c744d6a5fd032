/**
 * `/r/<code>` and `/r/<code>/cv` (../functions/application-link.ts): an application link counts
 * the visit, then redirects to the home page, or to the CV, in the link's language. A page or an
 * email needs no JavaScript for it. A bot's fetch counts as 'fetched', a browser's as 'opened',
 * and the browser's hash for the day remembers the link, so that the day's views are attributed
 * to it. An unknown code counts as OTHER and redirects to the home page all the same.
 */
import type { Context } from '@netlify/functions';
import { defaultLanguage, isPublishedLanguage } from '../../src/content/languages.ts';
import { pagePath } from '../../src/content/pages.ts';
import { cvPath } from '../../src/content/profile.ts';
import { isLinkCode } from '../../src/shared/audience.ts';
import { isBot, mayCount } from './consent.ts';
import { audienceStore, dayOf, readLink, recordHit, type Link } from './store.ts';
import { OTHER } from './tally.ts';
import { visitorOf } from './visitor.ts';

const LINK_PATH = /^\/r\/([^/]{1,64})(\/cv)?\/?$/;

export async function handleApplicationLink(
  req: Request,
  context: Pick<Context, 'ip'>,
  now = Date.now(),
): Promise<Response> {
  const match = new URL(req.url).pathname.match(LINK_PATH);
  const code = match?.[1]?.toLowerCase();
  const cv = match?.[2] !== undefined;
  const store = audienceStore();
  let link: Link | null = null;
  try {
    if (isLinkCode(code)) link = await readLink(store, code);
    if (mayCount(req) && (req.method === 'GET' || req.method === 'HEAD')) {
      const day = dayOf(now);
      const visitor = isBot(req) ? null : await visitorOf(store, day, context.ip, req.headers.get('user-agent') ?? '');
      await recordHit(store, day, { kind: 'link', code: link?.code ?? OTHER, visitor, cv });
    }
  } catch (error) {
    // The visitor is sent on all the same: a visit that cannot be counted is dropped.
    console.warn(JSON.stringify({ event: 'audience-link', dropped: true, error: String(error) }));
  }
  const lang = isPublishedLanguage(link?.lang) ? link.lang : defaultLanguage;
  return new Response(null, {
    status: 302,
    headers: {
      Location: cv ? cvPath(lang) : pagePath('home', lang),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
