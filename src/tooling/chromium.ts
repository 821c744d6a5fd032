import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** A headless Chromium on a closed network: no sandbox (root in CI), no GPU, no background connection. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * $CHROME_PATH, then Debian's Chromium, then Playwright's. `headlessShell` puts Debian's headless shell
 * first: the same engine without windows, loading a page in about half the time.
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
