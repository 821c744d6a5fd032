/** The owner's figures (`npm run stats`): the days since a date added up, per application link, per page and language, and the referrer hosts. */
import type { Store } from '@netlify/blobs';
import { defaultLanguage } from '../../../src/content/languages.ts';
import { listLinks } from '../links.ts';
import { countedDays, readDay } from '../store.ts';
import { sumTallies, type LinkCounts, type Tally } from '../tally.ts';

export type LinkFigures = LinkCounts & { code: string; label: string | null; firstDay: string; lastDay: string };
export type PageFigures = { page: string; lang: string; views: number; uniques: number };
export type Stats = {
  since: string | null;
  days: number;
  links: LinkFigures[];
  pages: PageFigures[];
  referrers: { host: string; views: number }[];
  events: Tally['events'];
};

const TOP_REFERRERS = 10;

/** The language of a page's path: its prefix, or the default language's. */
const languageOf = (page: string) => page.match(/^\/([a-z]{2})\//)?.[1] ?? defaultLanguage;

export async function readStats(store: Store, since: string | null): Promise<Stats> {
  const days = (await countedDays(store)).filter((day) => since === null || day >= since);
  const labels = new Map((await listLinks(store)).map((link) => [link.code, link.label]));
  const seen = new Map<string, { firstDay: string; lastDay: string }>();
  const totals: Tally[] = [];
  for (const day of days) {
    const total = sumTallies(await readDay(store, day));
    for (const code of Object.keys(total.links))
      seen.set(code, { firstDay: seen.get(code)?.firstDay ?? day, lastDay: day });
    totals.push(total);
  }
  const all = sumTallies(totals);
  return {
    since,
    days: days.length,
    links: Object.entries(all.links)
      .map(([code, counts]) => ({ code, label: labels.get(code) ?? null, ...counts, ...seen.get(code)! }))
      .sort((a, b) => b.lastDay.localeCompare(a.lastDay) || b.opened - a.opened),
    pages: Object.entries(all.pages)
      .map(([page, counts]) => ({ page, lang: languageOf(page), ...counts }))
      .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page)),
    referrers: Object.entries(all.referrers)
      .map(([host, views]) => ({ host, views }))
      .sort((a, b) => b.views - a.views)
      .slice(0, TOP_REFERRERS),
    events: all.events,
  };
}

const table = (header: string[], rows: (string | number)[][]) => {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => String(cell).padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

export function formatStats(stats: Stats): string {
  const period = stats.since ? `since ${stats.since}` : 'all kept days';
  const links =
    stats.links.length === 0
      ? 'No application link opened or fetched.'
      : table(
          ['LINK', 'LABEL', 'FETCHED', 'OPENED', 'PAGES', 'CASE STUDIES', 'CV', 'MESSAGES', 'FIRST', 'LAST'],
          stats.links.map((link) => [
            link.code,
            link.label ?? '(removed)',
            link.fetched,
            link.opened,
            link.pages,
            link.caseStudies,
            link.cv,
            link.messages,
            link.firstDay,
            link.lastDay,
          ]),
        );
  const pages = table(
    ['PAGE', 'LANG', 'VIEWS', 'DAILY UNIQUES'],
    stats.pages.map((page) => [page.page, page.lang, page.views, page.uniques]),
  );
  const referrers =
    stats.referrers.length === 0
      ? 'None.'
      : table(
          ['REFERRER', 'VIEWS'],
          stats.referrers.map((referrer) => [referrer.host, referrer.views]),
        );
  const events =
    Object.entries(stats.events)
      .map(([event, count]) => `${event} ${count}`)
      .join(', ') || 'none';
  return [
    `Audience, ${period} (${stats.days} days counted)`,
    '',
    'Application links',
    links,
    '',
    'Pages',
    pages,
    '',
    'Top referrers',
    referrers,
    '',
    `Events: ${events}`,
  ].join('\n');
}
