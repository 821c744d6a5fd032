import sharp, { type Sharp } from 'sharp';

/**
 * Renders an SVG at `scale` times its own size. Raising the density makes librsvg draw the vectors
 * at the target size instead of enlarging a small bitmap, so every pixel density stays sharp.
 * Every asset is opaque, so the alpha channel is dropped: smaller files, and no touch icon that iOS
 * would show on black.
 */
export function rasterize(svg: string, scale = 1): Sharp {
  return sharp(Buffer.from(svg), { density: 72 * scale }).removeAlpha();
}
