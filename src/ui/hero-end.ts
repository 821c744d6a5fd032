/**
 * The id of the hero's last element, its video's button, after its text and pictures. The hero
 * centres its content vertically: a first paint made while the page was half parsed would move that
 * content once the rest arrived, so the prerendered home page paints only once this element is
 * parsed (`<link rel="expect">`, src/tooling/prerender/head.ts). Here, not in src/features/home/, since
 * the prerender reads it too.
 */
export const HERO_END_ID = 'hero-video-toggle';
