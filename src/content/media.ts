/** The hero's media, served from src/public/media (made from a clip by `npm run video`). */
export const heroMedia = {
  poster: '/media/hero-poster.webp',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  /**
   * The shipped placeholder, a grid the page draws in the palette's accent, whatever the accent: the
   * hero of a site without a clip of its own (the doctor accepts it). `npm run video` sets it to
   * false: your clip keeps its own colours.
   */
  placeholder: true,
};
