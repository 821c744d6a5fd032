/**
 * The files a project picture is served as: 4:3, 640 and 1280 px wide, in AVIF and WebP. The build
 * makes them from the owner's picture in src/content/pictures (src/tooling/assets/project-pictures.ts).
 */
export const PICTURE_WIDTHS = [640, 1280] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const pictureHeight = (width: PictureWidth) => (width * 3) / 4;

/** Where a variant is served: `/media/projects/snake-640.avif`. */
export const pictureUrl = (name: string, width: PictureWidth, format: PictureFormat) =>
  `/media/projects/${name}-${width}.${format}`;
