/** Each post's social card: its title across the card, its day and technologies under the rule. */
import type { Post, PostKey } from '../../content/blog-post.ts';
import { languagePrefix } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { cardTextLayout, SOCIAL_CARD, socialCardPng, textCardSvg } from './brand-images.ts';

/** The card of a post in its language: /og/blog/circular-buffer.png, /en/og/blog/circular-buffer.png. */
export function postSocialImagePath({ slug, lang }: PostKey): string {
  return `${languagePrefix(lang)}/og/blog/${slug}.png`;
}

export type PostCard = Pick<Post, 'title' | 'date' | 'tags'>;

export function postCardSvg(post: PostCard, ownerName: string = profile.name): string {
  const details = [post.date, ...post.tags].join(' · ');
  return textCardSvg(cardTextLayout(ownerName, post.title, details, SOCIAL_CARD.width - 2 * SOCIAL_CARD.margin, 64));
}

export const postSocialImagePng = (post: PostCard) => socialCardPng(postCardSvg(post));
