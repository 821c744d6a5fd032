import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Flags for a headless Chromium on a closed network: no sandbox (root in CI), no GPU, and none of
 * the background connections that would fail there.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests and the bench drive: $CHROME_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own download. `headlessShell` puts Chromium's headless shell first: the same
 * engine without the browser's windows, which loads a page in about half the time. With none of
 * them the run fails and says how to get one.
 */
export function chromiumPath({ headlessShell = false } = {}): string {
  const candidates = [
    process.env.CHROME_PATH,
    headlessShell ? HEADLESS_SHELL : undefined,
    '/usr/bin/chromium',
    safePlaywrightPath(),
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`, ' +
      'or `npx playwright install chromium`), or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
