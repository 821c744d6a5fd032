/**
 * `npm run stats` (./stats-cli.ts): the audience figures (./stats.ts), as tables or `--json`,
 * `--since YYYY-MM-DD` (UTC). Which store: ./open-store.ts. Exit status: 0 done, 1 failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { withAudienceStore, type Io } from './open-store.ts';
import { formatStats, readStats } from './stats.ts';

const USAGE = `Usage: npm run stats -- [options]

The audience figures: per application link, per page and language, the top referrers.

Options:
  --since DATE   only the days from DATE (YYYY-MM-DD, UTC)
  --json         the figures as JSON (npm run -s stats -- --json keeps npm's banner off)
  --site ID      the local store of another site
  NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN read the deployed site's store.`;

export async function runStats(args: string[], io: Io): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        since: { type: 'string' },
        json: { type: 'boolean' },
        site: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
    io.stderr.write(`--since takes a date, YYYY-MM-DD.\n`);
    return 2;
  }
  return withAudienceStore(io, values.site, async (store) => {
    const stats = await readStats(store, values.since ?? null);
    io.stdout.write(`${values.json ? JSON.stringify(stats, null, 2) : formatStats(stats)}\n`);
    return 0;
  });
}
