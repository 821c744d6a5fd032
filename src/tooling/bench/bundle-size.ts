import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './paths.ts';

export interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  files: SizedFile[];
  gzipBytes: number;
}

async function sized(file: string): Promise<SizedFile> {
  const content = await readFile(join(distDir, file));
  // Default level, as most servers and CDNs compress.
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/**
 * The JS a first visit runs, from the scripts a Lighthouse run of the page fetched (it waits
 * until the page is idle, so the app started after the first paint is in): their files in dist/.
 */
export async function measureFirstLoadJs(scriptPaths: string[]): Promise<FirstLoadJs> {
  const files = await Promise.all([...new Set(scriptPaths)].map((path) => sized(path.replace(/^\//, ''))));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
