/**
 * Each post's social (Open Graph) card: its title across the card, the owner's name beside the badge,
 * its day and technologies under the accent rule, in the family of the site's and the projects'
 * cards. The post's <head> points to it (src/tooling/prerender/head.ts); brand-images-plugin.ts serves it.
 */
import type { Post, PostKey } from '../../content/blog-post.ts';
import { languagePrefix } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { accentRule, CARD_HEADER, cardHeader, floorGrid, SOCIAL_CARD, socialCardPng } from './brand-images.ts';
import { palette } from './palette.ts';
import { capHeightRatio, svgDocument } from './svg.ts';
import { drawText, fitText } from './text-fit.ts';

/** The card of a post in its language: /og/blog/circular-buffer.png, /en/og/blog/circular-buffer.png. */
export function postSocialImagePath({ slug, lang }: PostKey): string {
  return `${languagePrefix(lang)}/og/blog/${slug}.png`;
}

const { width: WIDTH, height: HEIGHT, margin: MARGIN } = SOCIAL_CARD;
const TITLE = { top: 214, bottom: 440 };
const COLUMN = WIDTH - 2 * MARGIN;

export type PostCard = Pick<Post, 'title' | 'date' | 'tags'>;

export function postCardSvg(post: PostCard, ownerName: string = profile.name): string {
  const label = fitText(ownerName, {
    width: COLUMN - (CARD_HEADER.labelX - MARGIN),
    maxLines: 1,
    maxSize: CARD_HEADER.labelSize,
    weight: 500,
    lineHeight: 1,
  });
  const title = fitText(post.title, {
    width: COLUMN,
    height: TITLE.bottom - TITLE.top,
    maxLines: 4,
    maxSize: 64,
    weight: 700,
    lineHeight: 1.12,
  });
  const ruleY = TITLE.top + title.size * capHeightRatio(700) + (title.lines.length - 1) * title.lineAdvance + 30;
  const details = fitText([post.date, ...post.tags].join(' · '), {
    width: COLUMN,
    maxLines: 1,
    maxSize: 26,
    weight: 500,
    lineHeight: 1,
  });
  return svgDocument(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.page}"/>
${floorGrid()}
${cardHeader(label.lines.map((line) => line.text).join(' '), label.size)}
${drawText(title, MARGIN, TITLE.top, palette.text)}
${accentRule(MARGIN, ruleY)}
${drawText(details, MARGIN, ruleY + 36, palette.muted)}`,
  );
}

export const postSocialImagePng = (post: PostCard) => socialCardPng(postCardSvg(post));
