/**
 * Netlify's CDN answers a deploy's files from its edge cache. The preview keeps each file's answer
 * (status, headers, body as sent) in memory the same way, so a repeated request reads no file and
 * parses no rule. NetlifyDev does both on every request: 2 to 5 ms of CPU and a dozen file-system
 * round trips per file. The browser under test runs on the same cores, so the bench counted that
 * work as the page's own blocking time.
 *
 * A new build or an edit of netlify.toml empties the cache: each one changes the stat of a watched
 * path (dist/ itself and its _headers are rewritten by every build). Answers are keyed by URL and
 * encoding only, since no rule of ours depends on a cookie, a country or a language.
 */
import { statSync } from 'node:fs';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface CacheEntry {
  /** The answer kept for this key, if the watched paths have not changed since. */
  answer: Answer | undefined;
  /** Keeps an answer computed after the lookup, unless a build landed in the meantime. */
  keep(answer: Answer): void;
}

// dist/ holds about 60 files; the bound only keeps a preview asked for many unknown URLs in check.
const maxEntries = 500;

export function createEdgeCache(watchedPaths: string[]) {
  const answers = new Map<string, Answer>();
  let keptStamp = '';

  const stamp = () =>
    watchedPaths
      .map((path) => {
        const stats = statSync(path, { throwIfNoEntry: false });
        return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : '-';
      })
      .join('|');

  return {
    lookup(key: string): CacheEntry {
      const current = stamp();
      if (current !== keptStamp) {
        answers.clear();
        keptStamp = current;
      }
      return {
        answer: answers.get(key),
        keep(answer) {
          if (stamp() !== current) return;
          if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
          answers.set(key, answer);
        },
      };
    },
  };
}
