import sharp from 'sharp';

/** For tests: a photo-like picture, a gradient, so the encoders have something to keep. */
export const testPicture = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <linearGradient id="g"><stop offset="0" stop-color="#3a86ff"/><stop offset="1" stop-color="#ffd166"/></linearGradient>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`),
  );
