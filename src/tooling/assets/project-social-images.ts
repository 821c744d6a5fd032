/** Each project's social card, one per published language, cached by what it shows (README.md). */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { languagePrefix, publishedLanguages, type Lang } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { techLine, type Project } from '../../content/projects.ts';
import { cardTextLayout, palette, SOCIAL_CARD, socialCardPng, textCardSvg } from './brand-images.ts';
import { cachedFile } from './pictures.ts';
import { findPictureSource } from './project-pictures.ts';

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

/** The project card's text, in the column left of the picture. */
export function projectCardLayout(project: Project, lang: Lang, ownerName: string = profile.name) {
  const details = `${project.year} · ${techLine(project)}`;
  const layout = cardTextLayout(ownerName, project.title[lang], details, COLUMN.right - COLUMN.left, 60);
  return { ...layout, column: COLUMN };
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
  const { x, y, width, height, radius } = PICTURE;
  return textCardSvg(
    projectCardLayout(project, lang),
    `<clipPath id="picture-frame"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>
<image ${PICTURE_SLOT} x="${x}" y="${y}" width="${width}" height="${height}" clip-path="url(#picture-frame)"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="none" stroke="${palette.muted}" stroke-opacity="0.3" stroke-width="2"/>`,
  );
}

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
