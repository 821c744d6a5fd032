/** After the client build: every page's HTML (src/entry-server.tsx), the feeds, sitemap, robots, _redirects, _headers. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import {
  asUrls,
  entryOf,
  INLINE_CSS_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  routeChunks,
  stylesheetOrder,
  stylesheetsOf,
  stylesheetText,
} from '../first-paint/app-code.ts';
import { sitePages, type PublishedPage } from '../../content/published-pages.ts';
import { feedPath, type PageId } from '../../content/pages.ts';
import { publishedLanguages } from '../../content/languages.ts';
import type { Post } from '../../content/blog-post.ts';
import { atomFeed } from '../posts/atom-feed.ts';
import { LOCAL_SITE_URL, siteUrl } from '../site-url.ts';
import { writeHeaders } from '../headers/write-headers.ts';
import { overweightPages } from '../page-weight/page-weight.ts';
import { prerenderedHead, robotsTxt, sitemapXml } from './head.ts';
import { redirectsFile } from './redirects.ts';

/** The page an unknown URL goes to. */
const HOME: PageId = 'home';

type RenderPage = (url: string) => Promise<string>;

/** Makes fresh instances of the plugins that compile the app's modules (vite.config.ts's). */
export type AppPlugins = () => PluginOption[];

/** The published posts, as the pages read them (src/content/posts.ts). */
type Posts = {
  loadPosts: (lang: Post['lang']) => Promise<Post[]>;
  loadPost: (slug: string, lang: Post['lang']) => Promise<{ post: Post; html: string } | undefined>;
};

async function loadRenderer(
  root: string,
  appPlugins: AppPlugins,
): Promise<{ render: RenderPage; posts: Posts; close: () => Promise<void> }> {
  const server = await createServer({
    configFile: false,
    root,
    // The site as built: no draft, no post to come (src/tooling/case-studies/case-studies-plugin.ts).
    mode: 'production',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    // Its own cache and no browser dependency bundling: a `vite` dev server running meanwhile
    // keeps its pre-bundled (development) dependencies.
    cacheDir: 'node_modules/.vite/prerender',
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: appPlugins(),
  });
  const { renderPage } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage };
  const posts = (await server.ssrLoadModule('/src/content/posts.ts')) as Posts;
  return { render: renderPage, posts, close: () => server.close() };
}

/** A page's own code and stylesheets, beyond the app's, which the template has already. */
interface PageCode {
  chunks: string[];
  styles: string[];
  css: string;
}

const NO_CODE: PageCode = { chunks: [], styles: [], css: '' };

function withPageCode(template: string, { chunks, styles, css }: PageCode): string {
  return (
    template
      .replace(`${PRELOAD_ATTRIBUTE}="`, (attribute) => `${attribute}${asUrls(chunks)} `)
      .replace(`${INLINE_CSS_ATTRIBUTE}="`, (attribute) => `${attribute}${styles.length ? `${asUrls(styles)} ` : ''}`)
      // After the app's: the order of Vite's one sheet, whose cascade the styles were written for.
      .replace('</style>', () => `${css}</style>`)
  );
}

function pageHtml(template: string, page: PublishedPage, body: string, code: PageCode): string {
  return withPageCode(template, code)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, prerenderedHead(page))
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

export function prerender(appPlugins: AppPlugins): Plugin {
  let config: ResolvedConfig;
  let pagesStyles = new Map<string, string[]>();
  // Set once this build wrote its bundle: a build that failed before (Rolldown then calls
  // closeBundle without the error) leaves the last build's pages alone.
  let pagesCode: Map<string, PageCode> | undefined;
  return {
    name: 'portfolio:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      if (siteUrl === LOCAL_SITE_URL && !config.build.ssr) {
        config.logger.warn(
          `Neither SITE_URL nor URL is set: canonical links, the sitemap and social previews point at ${LOCAL_SITE_URL}.`,
        );
      }
    },
    generateBundle: {
      // Before Vite's own, which changes the chunks' lists of stylesheets.
      order: 'pre',
      handler(_, bundle) {
        const entry = entryOf(bundle);
        if (!entry) return;
        const order = stylesheetOrder(bundle, entry.fileName);
        // Each chunk still lists its own stylesheet only: a page's chunks, the app's left out, hold its own.
        pagesStyles = new Map(
          [...routeChunks(bundle, entry.fileName)].map(([route, chunks]) => [
            route,
            stylesheetsOf(bundle, chunks, order),
          ]),
        );
      },
    },
    // Once written: the bundle is final then (Vite drops the chunks that only held CSS in its own
    // generateBundle).
    writeBundle(_, bundle) {
      const entry = entryOf(bundle);
      if (!entry) return;
      pagesCode = new Map(
        [...routeChunks(bundle, entry.fileName)].map(([route, chunks]) => {
          const styles = pagesStyles.get(route) ?? [];
          return [route, { chunks, styles, css: stylesheetText(bundle, styles) }];
        }),
      );
    },
    async closeBundle(error) {
      if (error || !pagesCode || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const renderer = await loadRenderer(config.root, appPlugins);
      const { loadPosts, loadPost } = renderer.posts;
      const postsByLanguage = await Promise.all(publishedLanguages.map(loadPosts));
      const pages = sitePages(postsByLanguage.flat());
      try {
        for (const page of pages) {
          const html = pageHtml(template, page, await renderer.render(page.path), pagesCode.get(page.route) ?? NO_CODE);
          await mkdir(path.join(outDir, page.path), { recursive: true });
          await writeFile(path.join(outDir, page.path, 'index.html'), html);
        }
        // The app shell (any unknown URL) becomes the home page (src/routes/$.tsx): with its code
        // and styles, it needs no fetch more, and the CSP no hash more.
        await writeFile(path.join(outDir, 'index.html'), withPageCode(template, pagesCode.get(HOME) ?? NO_CODE));
        for (const [i, lang] of publishedLanguages.entries()) {
          const entries = (await Promise.all(postsByLanguage[i]!.map((post) => loadPost(post.slug, lang)))).filter(
            (entry) => entry !== undefined,
          );
          if (entries.length) await writeFile(path.join(outDir, feedPath(lang)), atomFeed(lang, entries));
        }
      } finally {
        await renderer.close();
      }
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());
      await writeFile(path.join(outDir, '_redirects'), redirectsFile());
      await writeHeaders(outDir);
      config.logger.info(`prerendered ${pages.map((page) => page.path).join(', ')}`);
      for (const { text } of await overweightPages(config.root, outDir)) config.logger.warn(text);
    },
  };
}
