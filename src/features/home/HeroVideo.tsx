import { useEffect, useRef, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa';
import { heroMedia } from '../../content/media.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useTexts } from '../../lib/language.ts';
import { pausedThisVisit, rememberPause } from './paused-video.ts';

/** Motion is welcome unless the visitor asked for less of it or for less data. */
function motionAllowed(): boolean {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !reducedMotion && !connection?.saveData;
}

/**
 * The hero's looping background, behind a dark overlay. The page's first paint is its text: the
 * poster comes with the app, and the video sources only once the page has loaded. Once it runs, a
 * button pauses and plays it (WCAG 2.2.2); its name says what it will do, so a change is announced.
 * A pause holds for the rest of the visit: the video then waits, sources unloaded, for a press.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The page has loaded and motion is welcome: the button shows.
  const [moving, setMoving] = useState(false);
  // The sources are in the page and the video is asked to play.
  const [play, setPlay] = useState(false);
  // Follows the video itself, so the button is right even when the browser refuses autoplay.
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const { texts } = useTexts();

  useEffect(() => {
    if (!motionAllowed()) return;
    const start = () => {
      setMoving(true);
      if (!pausedThisVisit()) setPlay(true);
    };
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!play || !video) return;
    video.load();
    // Autoplay can still be refused (power saving); the poster then stays, which is fine.
    video.play().catch(() => undefined);
  }, [play]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    const pause = !video.paused;
    rememberPause(pause);
    if (pause) video.pause();
    else if (!play) setPlay(true);
    else video.play().catch(() => undefined);
  };

  return (
    <>
      <div className="hero__media" aria-hidden="true">
        <video
          ref={videoRef}
          className="hero__video"
          poster={hydrated ? heroMedia.poster : undefined}
          muted
          loop
          playsInline
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {play && <source src={heroMedia.webm} type="video/webm" />}
          {play && <source src={heroMedia.mp4} type="video/mp4" />}
        </video>
        <div className="hero__overlay" />
      </div>
      {moving && (
        <button type="button" className="hero__video-toggle" onClick={toggle} aria-label={playing ? texts.home.pauseVideo : texts.home.playVideo}>
          {playing ? <FaPause aria-hidden /> : <FaPlay aria-hidden />}
        </button>
      )}
    </>
  );
}
