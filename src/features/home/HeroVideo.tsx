import { useEffect, useRef, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa';
import { heroMedia } from '../../content/media.ts';
import { playHeroVideoOnLoad, rememberPause } from '../../lib/hero-video.ts';
import { useTexts } from '../../lib/language.ts';
import { HERO_END_ID } from '../../ui/hero-end.ts';

/**
 * The hero's looping background, behind a dark overlay. The page's first paint is its text: the
 * poster and the video come once the page has loaded (../../lib/hero-video.ts), before the app
 * runs on a prerendered page. A button pauses and plays it (WCAG 2.2.2); its name says what it
 * will do, so a change is announced. A pause holds for the rest of the visit: the video then waits,
 * nothing fetched, for a press.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The page has loaded and motion is welcome: the button shows.
  const [moving, setMoving] = useState(false);
  // Follows the video itself, so the button is right even when the browser refuses autoplay, and
  // when the video started before the app.
  const [playing, setPlaying] = useState(false);
  const { texts } = useTexts();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setPlaying(!video.paused);
    return playHeroVideoOnLoad(video, () => setMoving(true));
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    const pause = !video.paused;
    rememberPause(pause);
    if (pause) video.pause();
    else video.play().catch(() => undefined);
  };

  return (
    <>
      <div className="hero__media" aria-hidden="true">
        {/* No poster attribute: the poster is set once the page has loaded, outside React. */}
        <video
          ref={videoRef}
          className="hero__video"
          muted
          loop
          playsInline
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={heroMedia.webm} type="video/webm" />
          <source src={heroMedia.mp4} type="video/mp4" />
        </video>
        {heroMedia.placeholder && <div className="hero__tint" />}
        <div className="hero__overlay" />
      </div>
      {/* In the prerendered page too, hidden: src/lib/hero-video.ts shows it before the app runs, and
          keeps its name and icon (data-playing) with the video until then. */}
      <button
        id={HERO_END_ID}
        type="button"
        className="hero__video-toggle"
        hidden={!moving}
        onClick={toggle}
        aria-label={playing ? texts.home.pauseVideo : texts.home.playVideo}
        data-playing={playing}
        data-pause-label={texts.home.pauseVideo}
        data-play-label={texts.home.playVideo}
      >
        <FaPause className="hero__video-icon hero__video-icon--pause" aria-hidden />
        <FaPlay className="hero__video-icon hero__video-icon--play" aria-hidden />
      </button>
    </>
  );
}
