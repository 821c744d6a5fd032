import { EmailJSResponseStatus } from './response-status.ts';

type NavigatorSignals = { webdriver?: boolean; languages?: readonly string[] };

/** EmailJS's test: an automated browser, or one that reports no language. */
export function isHeadless(nav: NavigatorSignals): boolean {
  return Boolean(nav.webdriver) || !nav.languages || nav.languages.length === 0;
}

/** Refuses the send with 451 when headless browsers are blocked and this is one. */
export function guardHeadless(blockHeadless: boolean): void {
  if (blockHeadless && isHeadless(navigator)) {
    throw new EmailJSResponseStatus(451, 'Unavailable For Headless Browser');
  }
}
