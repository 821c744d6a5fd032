/** Every check of the doctor, over the repository at `root`: what it finds, and what became of the links. */
import { contentTexts, type ContentText } from './content-texts.ts';
import { cvFindings } from './cv.ts';
import { contentIssues, contentWarnings, fieldName } from '../content-schema/content-issues.ts';
import { error, sortFindings, warning, type Finding } from './finding.ts';
import { checkLinks, type Link, type LinkCheck } from './links.ts';
import { pictureFindings } from './pictures.ts';
import { postFindings } from './posts.ts';
import {
  isPlaceholderLink,
  placeholderDeployButton,
  placeholderTexts,
  sampleFiles,
  sampleTexts,
} from './placeholders.ts';
import { overweightPages } from '../page-weight/page-weight.ts';
import { streetAddressFindings } from './street-address.ts';
import { emptyTexts, shippedTexts, untranslatedTexts } from './texts.ts';

export type Report = { findings: Finding[]; links: LinkCheck };

/** `links`: check them (online), or the reason they are not. */
export type DoctorOptions = { root: string; links: { timeoutMs: number } | { skipped: string } };

const isField = (text: ContentText, pattern: RegExp) => pattern.test(fieldName(text.path));

/** The profile's links and the projects' (an empty repository link is allowed), but the placeholders: those are errors already. */
function linksToCheck(texts: ContentText[]): Link[] {
  return texts
    .filter(
      (text) =>
        isField(text, /^(profile\.links\.\w+|projects\[\d+\]\.(liveLink|githubLink))$/) &&
        text.text !== '' &&
        !isPlaceholderLink(text.text),
    )
    .map(({ file, path, text }) => ({ file, field: fieldName(path), url: text }));
}

export async function examine({ root, links }: DoctorOptions): Promise<Report> {
  const texts = contentTexts();
  const linkCheck: Promise<{ findings: Finding[]; check: LinkCheck }> =
    'skipped' in links
      ? Promise.resolve({ findings: [], check: links })
      : checkLinks(linksToCheck(texts), links.timeoutMs);
  const found = await Promise.all([
    // What stops the build, said again here.
    contentIssues().map((issue) => error(issue, issue.text)),
    contentWarnings().map((issue) => warning(issue, issue.text)),
    placeholderTexts(texts),
    sampleTexts(texts),
    sampleFiles(root),
    placeholderDeployButton(root),
    emptyTexts(texts),
    untranslatedTexts(texts),
    shippedTexts(texts),
    streetAddressFindings(texts),
    pictureFindings(
      root,
      texts.filter((text) => isField(text, /^projects\[\d+\]\.image$/)),
    ),
    cvFindings(root),
    postFindings(root),
    // The last build's pages, when there is one (dist/).
    overweightPages(root).then((pages) => pages.map((page) => warning(page, page.text))),
    linkCheck.then(({ findings }) => findings),
  ]);
  return { findings: sortFindings(found.flat()), links: (await linkCheck).check };
}
