/**
 * Which built chunks a page's app needs, read from the client bundle, so the page's head script
 * can have them fetched and compiled once the page has painted (src/startup/start-after-paint.ts):
 * the app then starts, at the visitor's first intent, without a round trip.
 */
import type { Rollup } from 'vite';

/** The attribute of the head script that lists them, space-separated. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** A chunk and every chunk it imports statically, as URLs. */
function withImports(bundle: Rollup.OutputBundle, files: readonly string[], known: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || known.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...found];
}

/** What the entry imports dynamically (the libraries and the app's start), with their imports. */
export function appChunks(bundle: Rollup.OutputBundle, entryFile: string): string[] {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') throw new Error(`The entry ${entryFile} is not in the bundle`);
  return withImports(bundle, entry.dynamicImports, new Set([entryFile]));
}

// The router's code splitting (autoCodeSplitting) makes one chunk per route file's component.
const ROUTE_COMPONENT = /\/src\/routes\/(?:.*\/)?([^/]+)\.tsx\?tsr-split=component/;

/**
 * Each page's own code, by page id (the route file's name): its route component's chunk and what
 * that imports, less the app's chunks, which every page lists already.
 */
export function routeChunks(bundle: Rollup.OutputBundle, entryFile: string): Map<string, string[]> {
  const app = new Set([entryFile, ...appChunks(bundle, entryFile)]);
  const routes = new Map<string, string[]>();
  for (const chunk of Object.values(bundle)) {
    const id = chunk.type === 'chunk' ? chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1] : undefined;
    if (id) routes.set(id, withImports(bundle, [chunk.fileName], app));
  }
  return routes;
}

export const asUrls = (files: readonly string[]) => files.map((file) => `/${file}`).join(' ');
