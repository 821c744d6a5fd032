/** An owner's first hour, as the README's 'Make it yours' asks it, applied to a copy of the repository. */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { ownMarkdown, ownTexts } from './own-texts.ts';
import { PICTURES_DIR, SOURCE_EXTENSIONS } from '../../assets/pictures.ts';
import { LARGEST_PORTRAIT } from '../../assets/portrait.ts';
import { LARGEST_PROJECT_PICTURE } from '../../assets/project-pictures.ts';
import { testPicture } from '../test-picture.ts';
import { CASE_STUDIES_DIR } from '../../case-studies/case-study-files.ts';
import { POSTS_DIR } from '../../posts/post-files.ts';
import { templateSample } from '../../doctor/template-sample.ts';

export const JOB_TITLE = {
  fr: 'Étudiante en informatique, développeuse front-end',
  en: 'Computer science student, front-end developer',
};

/** The project the owner adds: a terminal program, with no live site, and a case study. */
const ADDED = { slug: 'terminal-tetris', image: 'tetris' };
const addedProject = `  {
    slug: '${ADDED.slug}',
    title: { fr: 'Tetris en terminal', en: 'Terminal Tetris' },
    description: { fr: 'Un Tetris en Rust pour le terminal, avec rotation, niveaux et meilleurs scores.', en: 'A Tetris in Rust for the terminal, with rotation, levels and high scores.' },
    tags: ['Rust'],
    year: 2026,
    context: 'personal',
    liveLink: '',
    githubLink: 'https://github.com/ines-moreau/terminal-tetris',
    image: '${ADDED.image}',
    imageAlt: { fr: 'Une partie de Tetris dans un terminal', en: 'A game of Tetris in a terminal' },
  },
`;
const addedCaseStudy = {
  fr: '## Le problème\n\nJouer à Tetris sans quitter le terminal.\n\n## Ce que j’ai appris\n\nLe rendu en mode brut et les tests de la grille.\n',
  en: '## The problem\n\nPlaying Tetris without leaving the terminal.\n\n## What I learned\n\nRaw-mode rendering and testing the grid.\n',
};

const OWNER_FACTS: [string, string][] = [
  [templateSample.name, 'Inès Moreau'],
  [templateSample.email, 'ines@moreau.dev'],
  [templateSample.phone, '+33 7 98 76 54 32'],
  [templateSample.address, 'Villeurbanne'],
  ...templateSample.profileLinks.map((link, index): [string, string] => [link, `https://moreau.dev/profile-${index}`]),
  ['example.com', 'moreau.dev'],
];

/** The elements of the array an exported `const name = [...]` holds, with where each starts and ends. */
function arrayOf(
  source: string,
  name: string,
): { start: number; end: number; elements: { start: number; end: number }[] } {
  const file = ts.createSourceFile('content.ts', source, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find(
      (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name,
    );
    const array = declaration?.initializer;
    if (array && ts.isArrayLiteralExpression(array)) {
      return {
        start: array.getStart(file),
        end: array.end,
        elements: array.elements.map((element) => ({ start: element.getFullStart(), end: element.end + 1 })),
      };
    }
  }
  throw new Error(`no array exported as ${name}`);
}

async function edit(root: string, file: string, change: (text: string) => string): Promise<void> {
  const at = path.join(root, file);
  const before = await readFile(at, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the edit changed nothing`);
  await writeFile(at, after);
}

/** French only (`['fr']`), or both languages again. */
export const publishLanguages = (root: string, languages: readonly string[]) =>
  edit(root, 'src/content/languages.ts', (text) =>
    text.replace(
      /(export const publishedLanguages = )\[[^\]]*\]/,
      `$1[${languages.map((lang) => `'${lang}'`).join(', ')}]`,
    ),
  );

/** The slugs of the projects removed. */
export async function applyOwnerEdits(root: string): Promise<string[]> {
  const facts = (text: string) =>
    OWNER_FACTS.reduce((replaced, [sample, own]) => replaced.replaceAll(sample, own), text);
  await edit(root, 'src/content/profile.ts', (text) =>
    ownTexts(facts(text)).replace(/jobTitle: \{[^}]*\}/, `jobTitle: { fr: '${JOB_TITLE.fr}', en: '${JOB_TITLE.en}' }`),
  );
  await edit(root, 'src/content/resume.ts', (text) => {
    const own = ownTexts(text);
    const experience = arrayOf(own, 'experience');
    return `${own.slice(0, experience.start)}[]${own.slice(experience.end)}`;
  });

  const source = ownTexts(facts(await readFile(path.join(root, 'src/content/projects.ts'), 'utf8')));
  const { elements } = arrayOf(source, 'projects');
  const removed = [1, 2].map(
    (index) => /slug: '([^']+)'/.exec(source.slice(elements[index]!.start, elements[index]!.end))![1]!,
  );
  const last = elements.at(-1)!;
  const kept =
    source.slice(0, elements[1]!.start) +
    source.slice(elements[2]!.end, last.end) +
    `\n${addedProject}` +
    source.slice(last.end);
  await writeFile(path.join(root, 'src/content/projects.ts'), kept);

  const caseStudies = path.join(root, CASE_STUDIES_DIR);
  for (const file of await readdir(caseStudies)) {
    if (removed.includes(file.split('.')[0]!)) await rm(path.join(caseStudies, file));
    else await edit(root, `${CASE_STUDIES_DIR}/${file}`, ownMarkdown);
  }
  for (const [lang, markdown] of Object.entries(addedCaseStudy))
    await writeFile(path.join(caseStudies, `${ADDED.slug}.${lang}.md`), markdown);
  // A post about a removed project goes with it (its tags may be that project's alone); the others are rewritten.
  for (const file of await readdir(path.join(root, POSTS_DIR))) {
    const post = await readFile(path.join(root, POSTS_DIR, file), 'utf8');
    if (removed.some((slug) => post.includes(`/experience/${slug})`))) await rm(path.join(root, POSTS_DIR, file));
    else await edit(root, `${POSTS_DIR}/${file}`, ownMarkdown);
  }

  const pictures = path.join(root, PICTURES_DIR);
  const ownPicture = (file: string) =>
    testPicture(LARGEST_PROJECT_PICTURE.width, LARGEST_PROJECT_PICTURE.height).toFile(path.join(pictures, file));
  for (const file of (await readdir(pictures)).filter((name) => SOURCE_EXTENSIONS.includes(path.extname(name))))
    await ownPicture(file);
  await ownPicture(`${ADDED.image}.png`);
  await testPicture(LARGEST_PORTRAIT.width, LARGEST_PORTRAIT.height).jpeg().toFile(path.join(pictures, 'portrait.jpg'));

  await edit(root, 'src/styles/global.css', (text) =>
    text.replace(/--accent: light-dark\([^;]*\);/, '--accent: light-dark(#1d4ed8, #93c5fd);'),
  );
  await edit(root, 'README.md', (text) => text.replaceAll(templateSample.deployRepository, 'ines-moreau/portfolio'));
  await rm(path.join(root, 'src/content/sample-content.test.ts'));
  return removed;
}
