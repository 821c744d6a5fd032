/**
 * The 'who read you' mail (../../functions/audience-mail.ts): the first run of a UTC day looks at
 * the day before, and if an application link was opened, queues the owner a short mail in the
 * mail API's store, as the digest of held messages is queued. The next retry pass sends it within
 * MAIL_DAILY_LIMIT like any mail; its id is the day's, so a day never has two. STATS_MAIL=off stops it.
 */
import { blobsMessageStore, type MessageStore } from '../../mail/request/message-store.ts';
import { ownerMail, WHO_READ_PREFIX } from '../../mail/owner/digest.ts';
import { renderMail } from '../../mail/request/render.ts';
import { readAudienceConfig } from '../config.ts';
import { listLinks } from '../links.ts';
import { audienceStore, dayOf, readDay } from '../store.ts';
import { OTHER, sumTallies } from '../tally.ts';
import type { Store } from '@netlify/blobs';

const DAY_MS = 24 * 60 * 60 * 1000;

type Read = {
  label: string;
  code: string;
  opened: number;
  pages: number;
  caseStudies: number;
  cv: number;
  messages: number;
};

export const whoReadTemplate = {
  subject: '[Portfolio] {{count}} candidature(s) lue(s) le {{day}}',
  text: `Le {{day}} (UTC), vos liens de candidature ont été ouverts :

{{#links}}
- {{{label}}} ({{code}}) : ouvert {{opened}} fois, {{pages}} page(s) vue(s), {{caseStudies}} étude(s) de cas lue(s), {{cv}} CV pris, {{messages}} message(s)
{{/links}}

Le détail : npm run stats -- --since {{day}}
`,
  html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Candidatures lues</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937;">
  <p>Le {{day}} (UTC), vos liens de candidature ont été ouverts :</p>
  <ul>
  {{#links}}
    <li><span dir="auto">{{label}}</span> (<code>{{code}}</code>) : ouvert {{opened}} fois, {{pages}} page(s) vue(s), {{caseStudies}} étude(s) de cas lue(s), {{cv}} CV pris, {{messages}} message(s)</li>
  {{/links}}
  </ul>
  <p>Le détail : <code>npm run stats -- --since {{day}}</code></p>
</body>
</html>
`,
};

/** Queues the mail about the day before `now` if a link was opened then; answers its id, or null. */
export async function queueWhoReadMail(
  now = Date.now(),
  audience: Store = audienceStore(),
  messages: MessageStore = blobsMessageStore(),
): Promise<string | null> {
  if (!readAudienceConfig().mail) return null;
  const day = dayOf(now - DAY_MS);
  const totals = sumTallies(await readDay(audience, day));
  const labels = new Map((await listLinks(audience)).map((link) => [link.code, link.label]));
  const links: Read[] = Object.entries(totals.links)
    .filter(([code, counts]) => code !== OTHER && counts.opened > 0)
    .map(([code, counts]) => ({ code, label: labels.get(code) ?? code, ...counts }))
    .sort((a, b) => b.opened - a.opened);
  if (links.length === 0) return null;
  const id = `${WHO_READ_PREFIX}${day.replace(/-/g, '')}`;
  const mail = renderMail(whoReadTemplate, { day, count: links.length, links });
  const result = await messages.create(ownerMail(id, 'who-read', mail, now), []);
  return 'kept' in result ? id : null;
}
