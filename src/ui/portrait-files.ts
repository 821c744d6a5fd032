/**
 * The files the owner's portrait is served as: 4:5, 320 and 640 px wide, in AVIF and WebP. The
 * build makes them from src/content/pictures/portrait.* when the owner gives one
 * (src/tooling/assets/portrait.ts).
 */
export const PORTRAIT_NAME = 'portrait';
export const PORTRAIT_WIDTHS = [320, 640] as const;
export const PORTRAIT_FORMATS = ['avif', 'webp'] as const;

export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];
export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];

export const portraitHeight = (width: number) => (width * 5) / 4;

/** Where a variant is served: `/media/portrait-320.avif`. */
export const portraitUrl = (width: PortraitWidth, format: PortraitFormat) =>
  `/media/${PORTRAIT_NAME}-${width}.${format}`;
