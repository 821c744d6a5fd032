import hasPortrait from 'virtual:portrait';
import { profile } from '../../content/profile.ts';
import { NOTHING, WIDE } from './wide-only.ts';
import { PORTRAIT_FORMATS, PORTRAIT_WIDTHS, portraitHeight, portraitUrl, type PortraitFormat } from './portrait-files.ts';

/** Its width there (home.css), which picks the file. */
const SHOWN_WIDTH = '18rem';

const srcSet = (format: PortraitFormat) => PORTRAIT_WIDTHS.map((width) => `${portraitUrl(width, format)} ${width}w`).join(', ');

/**
 * The owner's portrait, when src/content/pictures has one: beside the hero text on wide screens,
 * nothing at all on narrow ones. It fades in with the title, never after it, and loads at low
 * priority: the page's text and code come first, and the fade gives it half a second to arrive.
 */
export function Portrait() {
  if (!hasPortrait) return null;
  const [width] = PORTRAIT_WIDTHS;
  return (
    <picture className="hero__portrait fade fade--1">
      {PORTRAIT_FORMATS.map((format) => (
        <source key={format} media={WIDE} type={`image/${format}`} srcSet={srcSet(format)} sizes={SHOWN_WIDTH} />
      ))}
      <source srcSet={NOTHING} />
      <img
        src={portraitUrl(width, 'webp')}
        alt={profile.name}
        width={width}
        height={portraitHeight(width)}
        fetchPriority="low"
        decoding="async"
      />
    </picture>
  );
}
