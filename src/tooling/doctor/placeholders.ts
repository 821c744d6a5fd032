/**
 * The template's placeholders an owner has left: its sample facts and profiles, example.com
 * addresses, its projects, Parcours entries, intro and motivation, its pictures, case studies, posts
 * and video, and the README's Deploy button.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { heroMedia } from '../../content/media.ts';
import { PICTURES_DIR, SOURCE_EXTENSIONS } from '../assets/pictures.ts';
import { CASE_STUDIES_DIR } from '../case-studies/case-study-files.ts';
import { POSTS_DIR } from '../posts/post-files.ts';
import type { ContentText } from './content-texts.ts';
import { fieldName } from '../content-schema/content-issues.ts';
import { error, type Finding } from './finding.ts';
import { templateSample } from './template-sample.ts';

/** The domains reserved for examples (RFC 2606), in an address or a link. */
const EXAMPLE_DOMAIN = /\bexample\.(?:com|net|org)\b/i;

const SAMPLE_FACTS = ['name', 'email', 'phone', 'address'] as const;

function placeholderIn(text: string): string | undefined {
  const fact = SAMPLE_FACTS.find((key) => templateSample[key] === text);
  if (fact) return `'${text}' is the template's sample ${fact}: put your own`;
  if (Object.values(templateSample.tagline).includes(text))
    return `'${text}' is the template's sample tagline: say in one line what you build`;
  if (templateSample.profileLinks.some((link) => text.startsWith(link)))
    return `${text} points at the template's sample profile: put your own link`;
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

/** What the template knows a text or a file by: the first 16 hex digits of its SHA-256. */
export const fingerprint = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** An entry of the owner's data that a sample text may still be part of: a project, a Parcours entry, the intro, the motivation. */
const SAMPLE_ENTRY = /^(projects\[\d+\]|experience\[\d+\]|education\[\d+\]|profile\.intro|profile\.motivation)/;
const sampleTextHashes = new Set(templateSample.textHashes);

/** Each project, Parcours entry, intro or motivation still saying one of the sample's texts: one finding each, at its first such text. */
export function sampleTexts(texts: ContentText[]): Finding[] {
  const found = new Map<string, ContentText>();
  for (const text of texts) {
    const entry = SAMPLE_ENTRY.exec(fieldName(text.path))?.[1];
    if (entry && !found.has(entry) && sampleTextHashes.has(fingerprint(text.text))) found.set(entry, text);
  }
  return [...found].map(([entry, { file }]) =>
    error({ file }, `${entry}: the template's sample text: write your own, or remove the entry`),
  );
}

const sampleHashes = new Set(Object.values(templateSample.fileHashes));

async function isSampleFile(file: string): Promise<boolean> {
  const data = await readFile(file).catch(() => undefined);
  return data !== undefined && sampleHashes.has(fingerprint(data));
}

/** The files of a folder of the repository whose extension is one of `extensions`, in order. */
async function filesIn(root: string, dir: string, extensions: readonly string[]): Promise<string[]> {
  const files = await readdir(path.join(root, dir)).catch(() => []);
  return files
    .filter((file) => extensions.includes(path.extname(file).toLowerCase()))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/**
 * The template's pictures in src/content/pictures, its case studies and posts, and its hero video and poster
 * once media.ts says they are the owner's: the placeholder, drawn in the accent, is the hero of a
 * site without a clip of its own.
 */
export async function sampleFiles(root: string): Promise<Finding[]> {
  const folders: [string, readonly string[], string][] = [
    [PICTURES_DIR, SOURCE_EXTENSIONS, 'picture: replace it with yours, under the same name'],
    [CASE_STUDIES_DIR, ['.md'], 'case study: write yours, or delete it'],
    [POSTS_DIR, ['.md'], 'post: write yours, or delete it'],
  ];
  const files = await Promise.all(
    folders.map(async ([dir, extensions, what]) =>
      (await filesIn(root, dir, extensions)).map((file) => ({ file, text: `the template's sample ${what}` })),
    ),
  );
  const media = heroMedia.placeholder
    ? []
    : [heroMedia.webm, heroMedia.mp4, heroMedia.poster].map((url) => ({
        file: `src/public${url}`,
        text: "the template's placeholder hero video or poster, though media.ts says it is yours: make yours from a clip with `npm run video -- clip.mp4`",
      }));
  const found = await Promise.all(
    [...files.flat(), ...media].map(async ({ file, text }) =>
      (await isSampleFile(path.join(root, file))) ? [error({ file }, text)] : [],
    ),
  );
  return found.flat();
}

/** The README's Deploy button, still copying the template's `OWNER/REPO`. */
export async function placeholderDeployButton(root: string): Promise<Finding[]> {
  const lines = (await readFile(path.join(root, 'README.md'), 'utf8').catch(() => '')).split('\n');
  const placeholder = `github.com/${templateSample.deployRepository}`;
  return lines.flatMap((line, index) =>
    line.includes(placeholder)
      ? [
          error(
            { file: 'README.md', line: index + 1 },
            `the Deploy button copies ${templateSample.deployRepository}: put your fork's owner/name`,
          ),
        ]
      : [],
  );
}
