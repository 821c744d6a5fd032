/**
 * The hero's looping video. On a prerendered home page the entry (src/startup/boot.ts) gives it its
 * poster once the page has loaded and starts it once the app has answered the visitor's first sign
 * of intent, or a second after it without the app: a video starting while the page loads, or while
 * the app starts, costs a phone long tasks. When the app shows the home page, its component
 * (src/features/home/HeroVideo.tsx) starts it.
 */
import { heroMedia } from '../content/media.ts';

/** Motion is welcome unless the visitor asked for less of it or for less data. */
export function motionAllowed(): boolean {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !reducedMotion && !connection?.saveData;
}

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

/**
 * Once the page has loaded (the first paint is the page's text): gives the video its poster, then,
 * if motion is welcome, calls `shown` (its button shows) and plays it, unless the visitor paused it
 * this visit (it then waits for a press, nothing fetched: its preload is none). Autoplay can still
 * be refused (power saving); the poster then stays. Returns what stops the wait.
 */
export function playHeroVideoOnLoad(video: HTMLVideoElement, shown: () => void): () => void {
  return whenLoaded(() => {
    video.poster = heroMedia.poster;
    if (!motionAllowed()) return;
    shown();
    if (!pausedThisVisit() && video.paused) video.play().catch(() => undefined);
  });
}

/** Runs `loaded` once the page has loaded (at once if it has); returns what stops the wait. */
function whenLoaded(loaded: () => void): () => void {
  if (document.readyState === 'complete') {
    loaded();
    return () => {};
  }
  window.addEventListener('load', loaded, { once: true });
  return () => window.removeEventListener('load', loaded);
}

/**
 * The prerendered home page's video and button, before the app runs: the poster once the page has
 * loaded, the video once `start` settles; the button's label and icon follow the video.
 */
export function startPrerenderedHeroVideo(start: Promise<void>): void {
  const video = document.querySelector<HTMLVideoElement>('#root .hero__video');
  const button = document.querySelector<HTMLButtonElement>('#root .hero__video-toggle');
  if (!video || !button) return;
  whenLoaded(() => (video.poster = heroMedia.poster));
  const follow = () => {
    button.dataset.playing = String(!video.paused);
    const label = video.paused ? button.dataset.playLabel : button.dataset.pauseLabel;
    if (label) button.setAttribute('aria-label', label);
  };
  video.addEventListener('play', follow);
  video.addEventListener('pause', follow);
  void start.then(() => playHeroVideoOnLoad(video, () => (button.hidden = false)));
}
