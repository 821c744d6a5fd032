import sharp, { type Sharp } from 'sharp';

/**
 * Renders an SVG at `scale` times its own size. Raising the density makes librsvg draw the vectors
 * at the target size instead of enlarging a small bitmap, so every pixel density stays sharp.
 */
export function rasterize(svg: string, scale = 1): Sharp {
  return sharp(Buffer.from(svg), { density: 72 * scale });
}
