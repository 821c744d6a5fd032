/**
 * A case study's Markdown as safe HTML at build time (README.md). Code is coloured by classes, never a
 * style attribute (the CSP forbids them).
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Heading, Root as MdastRoot } from 'mdast';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { all } from 'lowlight';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import sharp, { type Metadata } from 'sharp';
import { ownerError } from '../assets/pictures.ts';

/** A case study's picture: a file beside the content, served as it is at an address that follows its content. */
type CaseStudyPicture = { file: string; url: string; width: number; height: number };

/** What every browser shows: sharp calls AVIF 'heif' compressed with AV1 (HEIC is 'heif' too, and is not). */
const showable = ({ format, compression }: Metadata) =>
  ['png', 'jpeg', 'webp', 'gif'].includes(format) || (format === 'heif' && compression === 'av1');

/** An address with a scheme, a host or an absolute path: not a file beside the content. */
const NOT_RELATIVE = /^([a-z][a-z\d+.-]*:|\/)/i;

/** `where` (file and line) starts the line that stops the build on a picture missing, elsewhere or none. */
async function caseStudyPicture(
  markdownFile: string,
  src: string | undefined,
  where: string,
): Promise<CaseStudyPicture> {
  if (!src || NOT_RELATIVE.test(src)) {
    throw ownerError(
      `${where}: a picture is a file of the repository, written relative to the case study (as ../pictures/name.png), not ${src ? `'${src}'` : 'this address'}`,
    );
  }
  const file = path.resolve(path.dirname(markdownFile), decodeURI(src.replace(/[?#].*$/, '')));
  const data = await readFile(file).catch(() => {
    throw ownerError(`${where}: no picture at ${src}`);
  });
  const metadata = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!metadata || !showable(metadata))
    throw ownerError(`${where}: ${src} is not a PNG, JPEG, WebP, AVIF or GIF picture`);
  const { name, ext } = path.parse(file);
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 8);
  const url = `/assets/${name.replace(/[^\w-]+/g, '-')}-${hash}${ext.toLowerCase()}`;
  // As shown: a phone photo's EXIF orientation applied, as browsers do.
  return { file, url, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

export type RenderedCaseStudy = { html: string; pictures: CaseStudyPicture[]; warnings: string[] };

/** `file:line`, the start of every message about a case study. */
const where = (file: VFile, node: { position?: { start: { line: number } } }) =>
  `${file.path}:${node.position?.start.line ?? 1}`;

/** The page's h1 is the project's title: the shallowest heading becomes h2, and none skips a level. */
function headingsFromLevelTwo() {
  return (tree: MdastRoot, file: VFile) => {
    const headings: Heading[] = [];
    visit(tree, 'heading', (heading) => void headings.push(heading));
    const shift = 2 - Math.min(...headings.map(({ depth }) => depth));
    let previous = 1;
    for (const heading of headings) {
      const depth = heading.depth + shift;
      if (depth > previous + 1)
        throw ownerError(
          `${where(file, heading)}: this heading skips a level (write at most ${'#'.repeat(previous - shift + 1)})`,
        );
      if (depth > 6)
        throw ownerError(`${where(file, heading)}: this heading is one level too deep (the page's title is the h1)`);
      heading.depth = depth as Heading['depth'];
      previous = depth;
    }
  };
}

function refuseFootnotesAndWarnOfHtml() {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'footnoteDefinition' || node.type === 'footnoteReference') {
        throw ownerError(`${where(file, node)}: footnotes are not supported; write the note in the text`);
      }
      if (node.type === 'html') file.message('raw HTML is left out; write Markdown', node);
    });
  };
}

function pagePictures(options: { markdownFile: string; pictures: CaseStudyPicture[] }) {
  return async (tree: HastRoot, file: VFile) => {
    const images: Element[] = [];
    visit(tree, 'element', (element) => {
      if (element.tagName === 'img') images.push(element);
      // A block wider than the screen scrolls: keyboard users reach it too.
      if (element.tagName === 'pre') element.properties.tabIndex = 0;
    });
    for (const image of images) {
      const src = typeof image.properties.src === 'string' ? image.properties.src : undefined;
      const picture = await caseStudyPicture(options.markdownFile, src, where(file, image));
      options.pictures.push(picture);
      Object.assign(image.properties, {
        src: picture.url,
        width: picture.width,
        height: picture.height,
        loading: 'lazy',
        decoding: 'async',
      });
    }
  };
}

/** A mistake the owner must fix throws one line; messages name the file relative to `root`. */
export async function renderCaseStudy(
  markdown: string,
  markdownFile: string,
  root: string,
): Promise<RenderedCaseStudy> {
  const pictures: CaseStudyPicture[] = [];
  const file = new VFile({
    path: path.relative(root, markdownFile).split(path.sep).join('/'),
    value: markdown,
  });
  const html = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(refuseFootnotesAndWarnOfHtml)
    .use(headingsFromLevelTwo)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeHighlight, { languages: all })
    .use(pagePictures, { markdownFile, pictures })
    .use(rehypeStringify)
    .process(file);
  const warnings = new Set(file.messages.map((message) => `${file.path}:${message.line ?? 1}: ${message.reason}`));
  return { html: String(html), pictures, warnings: [...warnings] };
}
