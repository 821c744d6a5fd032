import hasPortrait from 'virtual:build-facts/portrait';
import { profile } from '../../content/profile.ts';
import { WIDE } from './wide-only.ts';
import {
  PORTRAIT_FORMATS,
  PORTRAIT_WIDTHS,
  portraitHeight,
  portraitUrl,
  type PortraitFormat,
} from '../../ui/portrait-files.ts';

/** Its widths (home.css), which pick the file: small above the name on phones, large beside the text on wide screens. */
export const PORTRAIT_SIZES = `${WIDE} 18rem, 6rem`;

const srcSet = (format: PortraitFormat) =>
  PORTRAIT_WIDTHS.map((width) => `${portraitUrl(width, format)} ${width}w`).join(', ');

/**
 * The owner's portrait, when src/content/pictures has one: small above the name on phones and
 * tablets, beside the hero text on wide screens, each loading the file of its size. It fades in with
 * the title, never after it, and loads at low priority: the page's text and code come first, and
 * the fade gives it half a second to arrive.
 */
export function Portrait() {
  if (!hasPortrait) return null;
  const [width] = PORTRAIT_WIDTHS;
  return (
    <picture className="hero__portrait fade fade--1">
      {PORTRAIT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={PORTRAIT_SIZES} />
      ))}
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
