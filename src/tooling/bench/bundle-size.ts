import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './paths';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  files: SizedFile[];
  gzipBytes: number;
}

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
}

/** The route chunks the prerendered page preloads (the prerender step adds them from the manifest). */
async function preloadedScripts(page: string): Promise<string[]> {
  const html = await readFile(join(distDir, page, 'index.html'), 'utf8');
  const links = html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  return links.flatMap((link) => {
    const href = /\bhref="\/?([^"]+)"/.exec(link)?.[1];
    return href ? [href] : [];
  });
}

async function sized(file: string): Promise<SizedFile> {
  const content = await readFile(join(distDir, file));
  // Default level, as most servers and CDNs compress.
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** The JS a first visit to `page` loads: the entry, its static imports, and the page's preloaded route chunk. */
export async function measureFirstLoadJs(page = 'home'): Promise<FirstLoadJs> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = new Set<string>();

  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withStaticImports(manifest, key, keys);
  for (const file of await preloadedScripts(page)) {
    const key = keyByFile.get(file);
    if (!key) throw new Error(`dist/${page}/index.html preloads ${file}, which the manifest does not list`);
    withStaticImports(manifest, key, keys);
  }

  const files = await Promise.all([...keys].map((key) => sized(manifest[key]!.file)));
  const scripts = files.filter((file) => file.file.endsWith('.js'));
  return { files: scripts, gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
