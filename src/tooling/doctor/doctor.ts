/** Every check of the doctor, over the repository at `root`: what it finds, and what became of the links. */
import { publishedLanguages, type Lang } from '../../content/languages.ts';
import { cvPath } from '../../content/profile.ts';
import { renderFromContent } from '../cv/cv-pdf-plugin.ts';
import { CONTENT_DIR, contentTexts, type ContentText } from './content-texts.ts';
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
import { emptyTexts, languageName, shippedTexts, untranslatedTexts } from './texts.ts';

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

/** A number, then two words: '12 rue de la République', '221B Baker Street'; not a postcode and its city ('69007 Lyon'). */
const STREET = /^\s*\d+\w*,?\s+\p{L}+[\s'-]+\p{L}/u;

/** The owner's address is public: a street address there is worth a second thought. */
export function streetAddressFindings(texts: ContentText[]): Finding[] {
  return texts
    .filter((text) => fieldName(text.path) === 'profile.address' && STREET.test(text.text))
    .map((text) => {
      const why =
        'is a street address, and the site publishes it: on the contact page and the legal notice, in contact.vcf and resume.json; a city is all a recruiter needs';
      return warning(text, `profile.address: '${text.text}' ${why}`);
    });
}

/** The CV PDFs the build makes: each must be made, on one A4 page. */
export async function cvFindings(
  root: string,
  render: (root: string, lang: Lang) => Promise<Buffer> = renderFromContent,
): Promise<Finding[]> {
  const found = await Promise.all(
    publishedLanguages.map((lang) =>
      render(root, lang).then(
        () => [],
        (failure: Error) => [
          error({ file: CONTENT_DIR }, `the ${languageName(lang)} CV (${cvPath(lang)}): ${failure.message}`),
        ],
      ),
    ),
  );
  return found.flat();
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
