/**
 * The template's placeholders an owner has left: its sample facts and profiles, example.com
 * addresses, its pictures and video, and the README's Deploy button.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { heroMedia } from '../../content/media.ts';
import { PICTURES_DIR, SOURCE_EXTENSIONS } from '../assets/pictures.ts';
import type { ContentText } from './content-texts.ts';
import { fieldName } from './field-lines.ts';
import { error, type Finding } from './finding.ts';
import { templateSample } from './template-sample.ts';

/** The domains reserved for examples (RFC 2606), in an address or a link. */
const EXAMPLE_DOMAIN = /\bexample\.(?:com|net|org)\b/i;

const SAMPLE_FACTS = ['name', 'email', 'phone', 'address'] as const;

function placeholderIn(text: string): string | undefined {
  const fact = SAMPLE_FACTS.find((key) => templateSample[key] === text);
  if (fact) return `'${text}' is the template's sample ${fact}: put your own`;
  if (Object.values(templateSample.tagline).includes(text)) return `'${text}' is the template's sample tagline: say in one line what you build`;
  if (templateSample.profileLinks.some((link) => text.startsWith(link))) return `${text} points at the template's sample profile: put your own link`;
  if (EXAMPLE_DOMAIN.test(text)) return `${text} is a placeholder (example.com): put the real address`;
  return undefined;
}

/** The sample's facts, profiles and example.com addresses left in the owner's data. */
export function placeholderTexts(texts: ContentText[]): Finding[] {
  return texts.flatMap(({ ownerData, path: field, text, ...place }) => {
    const placeholder = ownerData ? placeholderIn(text) : undefined;
    return placeholder ? [error(place, `${fieldName(field)}: ${placeholder}`)] : [];
  });
}

/** Whether a link is one of the template's placeholders (not worth checking: it is an error already). */
export const isPlaceholderLink = (link: string) => placeholderIn(link) !== undefined;

const sampleHashes = new Set(Object.values(templateSample.fileHashes));

async function isSampleFile(file: string): Promise<boolean> {
  const data = await readFile(file).catch(() => undefined);
  return data !== undefined && sampleHashes.has(createHash('sha256').update(data).digest('hex').slice(0, 16));
}

/** The template's pictures in src/content/pictures, and its hero video and poster. */
export async function sampleFiles(root: string): Promise<Finding[]> {
  const pictures = (await readdir(path.join(root, PICTURES_DIR)).catch(() => []))
    .filter((file) => SOURCE_EXTENSIONS.includes(path.extname(file).toLowerCase()))
    .sort()
    .map((file) => ({ file: `${PICTURES_DIR}/${file}`, text: "the template's sample picture: replace it with yours, under the same name" }));
  const media = [heroMedia.webm, heroMedia.mp4, heroMedia.poster].map((url) => ({
    file: `src/public${url}`,
    text: "the template's placeholder hero video or poster: make yours from a clip with `npm run video -- clip.mp4`",
  }));
  const found = await Promise.all(
    [...pictures, ...media].map(async ({ file, text }) => ((await isSampleFile(path.join(root, file))) ? [error({ file }, text)] : [])),
  );
  return found.flat();
}

/** The README's Deploy button, still copying the template's `OWNER/REPO`. */
export async function placeholderDeployButton(root: string): Promise<Finding[]> {
  const lines = (await readFile(path.join(root, 'README.md'), 'utf8').catch(() => '')).split('\n');
  const placeholder = `github.com/${templateSample.deployRepository}`;
  return lines.flatMap((line, index) =>
    line.includes(placeholder)
      ? [error({ file: 'README.md', line: index + 1 }, `the Deploy button copies ${templateSample.deployRepository}: put your fork's owner/name`)]
      : [],
  );
}
