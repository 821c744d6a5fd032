/** The hero's media, served from src/public/media (made by src/tooling/assets/make-hero-video.sh). */
export const heroMedia = {
  poster: '/media/hero-poster.webp',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
} as const;
