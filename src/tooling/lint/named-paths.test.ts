import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's files that name other files: code, its comments and the docs. Tests are left
 * out: their fixtures name files that do not exist on purpose.
 */
const documented = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx|js|md|css|html|toml|yml)$/.test(file) &&
      !/\.(test|spec)\.tsx?$/.test(file) &&
      file !== 'src/routeTree.gen.ts',
  );

// A path from the repository's root: `netlify/mail/README.md`. Not a package (`@netlify/blobs`), not
// an upstream issue (`netlify/primitives#772`), and only up to a placeholder (`src/content/projects/<slug>`).
const ROOTED_PATH = /(?<![\w@/.-])((?:src|netlify|mocks|\.ci|\.github)\/[\w./-]*\w)(?![\w-]*#\d)/g;
// What the docs name that an owner adds (the portrait) or deletes (the sample's test, once the content is theirs).
const OWNER_FILES = ['src/content/pictures/', 'src/content/sample-content.test.ts'];
// A file named from nearby, as a reader looks for it: from the naming file's folder or one above it.
const NEARBY_PATH =
  /(?<![\w@/.$-])((?:\.\.?\/)+[\w.-]+(?:\/[\w.-]+)*|[\w-]+(?:\/[\w.-]+)+)(?<=\.(?:ts|tsx|js|md|css))\b/g;
// A relative link of a Markdown file, outside code: `[the bench](bench/README.md#budgets)`.
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)/g;
// The site's own texts (a case study, a post) link the site's pages by their address: `/experience/snake`.
const isSiteAddress = (file: string, link: string) => file.startsWith('src/content/') && link.startsWith('/');
const outsideCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
// The text of a link to another repository names that repository's files.
const withoutExternalLinks = (text: string) => text.replace(/\[[^\]]*\]\(https?:[^)]*\)/g, '');

function isNearby(file: string, named: string): boolean {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, named))) return true;
    if (folder === '.') return false;
  }
}

/** What `file` names that is not in the repository, as `file: path`. */
function missingPaths(file: string): string[] {
  const text = withoutExternalLinks(readFileSync(file, 'utf8'));
  const rooted = [...text.matchAll(ROOTED_PATH)]
    .map((match) => match[1]!)
    .filter((named) => !OWNER_FILES.some((owned) => named.startsWith(owned)) && !existsSync(named));
  const nearby = [...text.matchAll(NEARBY_PATH)]
    .map((match) => match[1]!)
    .filter((named) => !/^(?:src|netlify|mocks|\.ci|\.github)\//.test(named) && !isNearby(file, named));
  const linked = file.endsWith('.md')
    ? [...outsideCode(text).matchAll(MARKDOWN_LINK)]
        .map((match) => match[1]!)
        .filter((link) => !isSiteAddress(file, link) && !existsSync(path.join(path.dirname(file), decodeURI(link))))
    : [];
  return [...rooted, ...nearby, ...linked].map((named) => `${file}: ${named}`);
}

describe('the paths the code and the docs name', () => {
  it('all exist, so a reader who follows one finds the file', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.flatMap(missingPaths)).toEqual([]);
  });

  it('finds a path that does not exist, rooted, from nearby or linked', () => {
    const named = [
      ...'See netlify/mail/deliver.ts and @netlify/blobs (netlify/primitives#772).'.matchAll(ROOTED_PATH),
    ].map((match) => match[1]);
    expect(named).toEqual(['netlify/mail/deliver.ts']);
    expect(existsSync(named[0]!)).toBe(false);
    const links = [
      ...outsideCode('[bench](bench/README.md#budgets) and `[x](not/a/link.md)`').matchAll(MARKDOWN_LINK),
    ].map((match) => match[1]);
    expect(links).toEqual(['bench/README.md']);
    expect(isNearby('netlify/mail/request/alerts/raise.ts', 'owner/retry.ts')).toBe(true);
    expect(isNearby('netlify/mail/owner/retry.ts', './setup-problems.ts')).toBe(false);
  });
});
