/**
 * Each project's social (Open Graph) card, one per published language: the project's picture, its
 * title and the owner's name, in the family of the site's card (brand-images.ts). The project
 * pages' <head> points to it (src/tooling/prerender/head.ts); brand-images-plugin.ts serves it.
 * Cards are cached by content in node_modules/.cache, so a build draws only the cards that changed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { languagePrefix, publishedLanguages, type Lang } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { techLine, type Project } from '../../content/projects.ts';
import { accentRule, CARD_HEADER, cardHeader, floorGrid, SOCIAL_CARD, socialCardPng } from './brand-images.ts';
import { palette } from './palette.ts';
import { cachedFile } from './pictures.ts';
import { findPictureSource } from './project-pictures.ts';
import { capHeightRatio, svgDocument } from './svg.ts';
import { drawText, fitText } from './text-fit.ts';

/** The card of a project in a language: /og/snake.png, /en/og/snake.png. */
export function projectSocialImagePath(project: Pick<Project, 'slug'>, lang: Lang): string {
  return `${languagePrefix(lang)}/og/${project.slug}.png`;
}

/** Every project's card in every published language: what the build emits. */
export function projectSocialImages(projects: readonly Project[], languages: readonly Lang[] = publishedLanguages) {
  return projects.flatMap((project) =>
    languages.map((lang) => ({ project, lang, path: projectSocialImagePath(project, lang) })),
  );
}

const { width: WIDTH, height: HEIGHT, margin: MARGIN } = SOCIAL_CARD;
/** The picture on the right, 4:3, centred in height; the text in the column left of it. */
export const PICTURE = { width: 480, height: 360, x: WIDTH - MARGIN - 480, y: (HEIGHT - 360) / 2, radius: 18 };
const COLUMN = { left: MARGIN, right: PICTURE.x - 48 };
const TITLE = { top: 214, bottom: 440 };

/**
 * The project card's text: the owner's name beside the badge on one line, the title on up to four
 * lines then shrunk, the accent rule and the year and technologies under it.
 */
export function projectCardLayout(project: Project, lang: Lang, ownerName: string = profile.name) {
  const details = `${project.year} · ${techLine(project)}`;
  const label = fitText(ownerName, {
    width: COLUMN.right - CARD_HEADER.labelX,
    maxLines: 1,
    maxSize: CARD_HEADER.labelSize,
    weight: 500,
    lineHeight: 1,
  });
  const titleText = fitText(project.title[lang], {
    width: COLUMN.right - COLUMN.left,
    height: TITLE.bottom - TITLE.top,
    maxLines: 4,
    maxSize: 60,
    weight: 700,
    lineHeight: 1.12,
  });
  const lastBaseline =
    TITLE.top + titleText.size * capHeightRatio(700) + (titleText.lines.length - 1) * titleText.lineAdvance;
  const ruleY = lastBaseline + 30;
  const detailsText = fitText(details, {
    width: COLUMN.right - COLUMN.left,
    maxLines: 1,
    maxSize: 26,
    weight: 500,
    lineHeight: 1,
  });
  return {
    label,
    title: titleText,
    titleTop: TITLE.top,
    ruleY,
    details: detailsText,
    detailsTop: ruleY + 36,
    column: COLUMN,
  };
}

/** Where the picture goes in the card's SVG: the cache key holds the picture's bytes, not its drawing. */
const PICTURE_SLOT = 'href="picture:slot"';
// The code that draws and encodes the cards is part of the cache key, with what they show.
const drawingCode = [import.meta.url, new URL('brand-images.ts', import.meta.url).href].map((url) =>
  fileURLToPath(url),
);
let ownCode: Promise<Buffer[]> | undefined;

/** The picture as the card shows it, cropped to 4:3 like the carousel's, at its drawn size. */
async function pictureDataUrl(sourceFile: string): Promise<string> {
  const png = await sharp(sourceFile)
    .autoOrient()
    .resize(PICTURE.width, PICTURE.height, { fit: 'cover' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The card, its picture left out: PICTURE_SLOT stands where it goes. */
function projectCardSvg(project: Project, lang: Lang): string {
  const layout = projectCardLayout(project, lang);
  const { x, y, width, height, radius } = PICTURE;
  return svgDocument(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.page}"/>
${floorGrid()}
${cardHeader(layout.label.lines.map((line) => line.text).join(' '), layout.label.size)}
<clipPath id="picture-frame"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>
<image ${PICTURE_SLOT} x="${x}" y="${y}" width="${width}" height="${height}" clip-path="url(#picture-frame)"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="none" stroke="${palette.muted}" stroke-opacity="0.3" stroke-width="2"/>
${drawText(layout.title, COLUMN.left, layout.titleTop, palette.text)}
${accentRule(COLUMN.left, layout.ruleY)}
${drawText(layout.details, COLUMN.left, layout.detailsTop, palette.muted)}`,
  );
}

/** The card of `project` in `lang`, its picture from src/content/pictures under `root`. */
export async function projectSocialImagePng(root: string, project: Project, lang: Lang): Promise<Buffer> {
  const sourceFile = await findPictureSource(root, project.image);
  const svg = projectCardSvg(project, lang);
  ownCode ??= Promise.all(drawingCode.map((file) => readFile(file)));
  const hash = createHash('sha256')
    .update(svg)
    .update(await readFile(sourceFile));
  for (const code of await ownCode) hash.update(code);
  const key = hash.update(sharp.versions.vips).digest('hex').slice(0, 32);
  return cachedFile(root, `social-images/${key}.png`, async () =>
    socialCardPng(svg.replace(PICTURE_SLOT, `href="${await pictureDataUrl(sourceFile)}"`)),
  );
}
