/**
 * Which built chunks a page's app needs, read from the client bundle, so the page's head script
 * can have them fetched and compiled once the page has painted (src/startup/start-after-paint.ts):
 * the app then starts, at the visitor's first intent, without a round trip. And which stylesheets
 * they import, in the cascade's order, for the page to inline.
 */
import type { Rollup } from 'vite';

/** The attribute of the head script that lists them, space-separated. */
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** The attribute of the head script that lists the stylesheets inline in the page, space-separated. */
export const INLINE_CSS_ATTRIBUTE = 'data-inline-css';

/** The bundle's entry chunk, if this build has one. */
export const entryOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).find((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry);

/** A chunk and every chunk it imports statically, as URLs. */
function withImports(
  bundle: Rollup.OutputBundle,
  files: readonly string[],
  known: ReadonlySet<string> = new Set(),
): string[] {
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

/**
 * The bundle's stylesheets in the order Vite joins them into one sheet when CSS is not split (its
 * `build.cssCodeSplit: false`): from the entry, each chunk after its imports, then each chunk
 * imported dynamically. A page inlines its share of them in this order, so its cascade is the one
 * sheet's. Read in a `generateBundle` hook ordered 'pre': Vite's own then folds the chunks that
 * hold only CSS into their importers, whose lists then follow another order.
 */
export function stylesheetOrder(bundle: Rollup.OutputBundle, entryFile: string): string[] {
  const order = new Set<string>();
  const visited = new Set<string>();
  const dynamicImports = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (visited.has(file) || chunk?.type !== 'chunk') return;
    visited.add(file);
    chunk.imports.forEach(visit);
    chunk.dynamicImports.forEach((imported) => dynamicImports.add(imported));
    chunk.viteMetadata?.importedCss.forEach((css) => order.add(css));
  };
  visit(entryFile);
  // A Set iterates over what is added to it meanwhile, as Vite's does.
  for (const file of dynamicImports) visit(file);
  return [...order];
}

/** The stylesheets these chunks import, in the order of `stylesheetOrder`. */
export function stylesheetsOf(
  bundle: Rollup.OutputBundle,
  files: readonly string[],
  order: readonly string[],
): string[] {
  const imported = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => imported.add(css));
  }
  return order.filter((css) => imported.has(css));
}

/** The text of these CSS files of the bundle, joined. */
export function stylesheetText(bundle: Rollup.OutputBundle, files: readonly string[]): string {
  return files
    .map((file) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') throw new Error(`The stylesheet ${file} is not in the bundle`);
      return String(asset.source).trim();
    })
    .join('');
}

export const asUrls = (files: readonly string[]) => files.map((file) => `/${file}`).join(' ');
