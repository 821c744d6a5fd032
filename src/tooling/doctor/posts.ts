/** The posts the build stops on, in its own words, and those published in some languages only. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageDetails, publishedLanguages, type Lang } from '../../content/languages.ts';
import { isPublished, readFrontMatter } from '../posts/front-matter.ts';
import { postFiles, postOf } from '../posts/post-files.ts';
import { error, warning, type Finding } from './finding.ts';

function buildError(file: string, message: string): Finding {
  const [, line, text] = /^[^:]+(?::(\d+))?: (.*)$/s.exec(message) ?? [];
  return error({ file, line: line ? Number(line) : undefined }, text ?? message);
}

export function postFindings(
  root: string,
  languages: readonly Lang[] = publishedLanguages,
  today = new Date().toISOString().slice(0, 10),
): Finding[] {
  const findings: Finding[] = [];
  /** Each published post, by slug: its first file, and the languages it is published in. */
  const published = new Map<string, { file: string; langs: Lang[] }>();
  for (const file of postFiles(root)) {
    try {
      const { slug, lang } = postOf(file);
      const { frontMatter } = readFrontMatter(readFileSync(path.join(root, file), 'utf8'), file);
      if (!isPublished(frontMatter, today) || !languages.includes(lang)) continue;
      if (!published.has(slug)) published.set(slug, { file, langs: [] });
      published.get(slug)!.langs.push(lang);
    } catch (thrown) {
      findings.push(buildError(file, (thrown as Error).message));
    }
  }
  const names = (list: readonly Lang[]) => list.map((lang) => languageDetails[lang].name).join(', ');
  for (const [slug, { file, langs }] of published) {
    const missing = languages.filter((lang) => !langs.includes(lang));
    if (missing.length === 0) continue;
    const translations = missing.map((lang) => `${slug}.${lang}.md`).join(', ');
    const text = `'${slug}' is published in ${names(langs)} only: the ${names(missing)} pages never list it (write or publish ${translations})`;
    findings.push(warning({ file }, text));
  }
  return findings;
}
