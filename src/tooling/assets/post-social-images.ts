/** Each post's social card: its title across the card, its day and technologies under the rule. */
import type { Post, PostKey } from '../../content/blog-post.ts';
import { languagePrefix } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { cardTextBody, cardTextHeader, cardTextLayout, floorGrid, SOCIAL_CARD, socialCardPng } from './brand-images.ts';
import { palette } from './palette.ts';
import { svgDocument } from './svg.ts';

/** The card of a post in its language: /og/blog/circular-buffer.png, /en/og/blog/circular-buffer.png. */
export function postSocialImagePath({ slug, lang }: PostKey): string {
  return `${languagePrefix(lang)}/og/blog/${slug}.png`;
}

const { width: WIDTH, height: HEIGHT, margin: MARGIN } = SOCIAL_CARD;

export type PostCard = Pick<Post, 'title' | 'date' | 'tags'>;

export function postCardSvg(post: PostCard, ownerName: string = profile.name): string {
  const details = [post.date, ...post.tags].join(' · ');
  const layout = cardTextLayout(ownerName, post.title, details, WIDTH - 2 * MARGIN, 64);
  return svgDocument(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.page}"/>
${floorGrid()}
${cardTextHeader(layout)}
${cardTextBody(layout)}`,
  );
}

export const postSocialImagePng = (post: PostCard) => socialCardPng(postCardSvg(post));
