/**
 * The visitor's pause of the hero video, kept for the visit (sessionStorage): coming back to the
 * home page, or reloading it, does not start again what they stopped. A new visit plays it again.
 */
const PAUSED_KEY = 'hero-video-paused';

export function pausedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(PAUSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberPause(paused: boolean): void {
  try {
    if (paused) sessionStorage.setItem(PAUSED_KEY, 'true');
    else sessionStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage refused: the pause holds on this page only.
  }
}
