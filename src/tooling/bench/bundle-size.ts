import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './paths';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

async function sized(file: string): Promise<SizedFile> {
  const content = await readFile(join(distDir, file));
  // Default level, as most servers and CDNs compress.
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/**
 * The JS a first visit to `page` runs: the entry (src/boot.ts) and what it starts after the first
 * paint (src/main.tsx), with their static imports, and the page's route chunk.
 */
export async function measureFirstLoadJs(page = 'home'): Promise<FirstLoadJs> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const routeChunk = `src/routes/${page}.tsx`;

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    withStaticImports(manifest, key, keys);
    for (const started of chunk.dynamicImports ?? []) withStaticImports(manifest, started, keys);
  }
  const route = Object.keys(manifest).find((key) => key.startsWith(routeChunk));
  if (!route) throw new Error(`dist/.vite/manifest.json has no chunk for ${routeChunk}`);
  withStaticImports(manifest, route, keys);

  const files = await Promise.all([...keys].map((key) => sized(manifest[key]!.file)));
  const scripts = files.filter((file) => file.file.endsWith('.js'));
  return { files: scripts, gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
