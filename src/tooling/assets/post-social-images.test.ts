import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publishedPostFiles } from '../posts/post-files.ts';
import { brandFiles } from './brand-images-plugin.ts';
import { postSocialImagePath } from './post-social-images.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');

describe("the posts' social cards", () => {
  it('are drawn for every published post, 1200 x 630, at the address its page gives', async () => {
    const files = new Map(brandFiles(REPOSITORY).map((file) => [file.url, file]));
    for (const post of publishedPostFiles(REPOSITORY)) {
      const card = files.get(postSocialImagePath(post));
      expect(card?.type, post.slug).toBe('image/png');
      const metadata = await sharp(await card!.make()).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    }
  });
});
