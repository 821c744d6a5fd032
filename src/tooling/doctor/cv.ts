/** The CV PDFs the build makes: each must be made, on one A4 page. */
import { publishedLanguages, type Lang } from '../../content/languages.ts';
import { cvPath } from '../../content/profile.ts';
import { renderFromContent } from '../cv/cv-pdf-plugin.ts';
import { CONTENT_DIR } from './content-texts.ts';
import { error, type Finding } from './finding.ts';
import { languageName } from './texts.ts';

type Render = (root: string, lang: Lang) => Promise<Buffer>;

export async function cvFindings(root: string, render: Render = renderFromContent): Promise<Finding[]> {
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
