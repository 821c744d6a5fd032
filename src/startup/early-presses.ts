/**
 * Presses the buttons a visitor pressed before the app ran the page, which the page's head script
 * kept (./start-after-paint.ts), and stops the keeping. Called once the app has taken the page
 * over: React then hydrates at once the part pressed and answers the press.
 */
export function pressAgainEarlyPresses(): void {
  const presses = window.earlyPresses ?? [];
  window.earlyPresses = undefined;
  for (const button of presses) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
