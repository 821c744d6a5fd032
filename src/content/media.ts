/** The hero's media, served from src/public/media (made from a clip by `npm run video`). */
export const heroMedia = {
  poster: '/media/hero-poster.webp',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
} as const;
