import { createReadStream } from 'node:fs';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import netlify from '@netlify/vite-plugin';
import { firstPaint } from './src/tooling/first-paint/first-paint-plugin.ts';
import { firstPicture } from './src/tooling/first-paint/first-picture-plugin.ts';
import { oneIconAModule } from './src/tooling/first-paint/one-icon-a-module-plugin.ts';
import { prerender } from './src/tooling/prerender/prerender-plugin.ts';
import { contentSchema } from './src/tooling/content-schema/content-schema-plugin.ts';
import { caseStudies } from './src/tooling/case-studies/case-studies-plugin.ts';
import { cvPdf } from './src/tooling/cv/cv-pdf-plugin.ts';
import { profileFiles } from './src/tooling/profile-files/profile-files-plugin.ts';
import { themeColor } from './src/tooling/palette/site-palette.ts';
import { projectPictures } from './src/tooling/assets/project-pictures.ts';
import { brandImages } from './src/tooling/assets/brand-images-plugin.ts';
import { portrait } from './src/tooling/assets/portrait.ts';
import { buildFacts } from './src/tooling/build-facts.ts';
import { developmentContentSecurityPolicy } from './src/tooling/headers/content-security-policy.ts';
import { secondContent } from './src/tooling/second-content-plugin.ts';

const testing = Boolean(process.env.VITEST);

/** MSW's service worker, for the offline mock mode only: served by `npm run dev:mock`, never built. */
const mockWorker: Plugin = {
  name: 'portfolio:mock-worker',
  apply: (_config, { command, mode }) => command === 'serve' && mode === 'mock',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      createReadStream('mocks/mockServiceWorker.js').pipe(res);
    });
  },
};

/** The plugins that compile the app's own modules: for the build, `vite`, tests and the prerender. */
const appPlugins = (): PluginOption[] => [
  // The router plugin must come before react(). Its hot-reload support keeps a route's component in
  // import.meta.hot.data, which outlives Vitest's module resets: in tests, each file's own.
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: 'src/routes',
    addExtensions: true,
    codeSplittingOptions: { addHmr: !testing },
  }),
  react(),
  firstPicture(),
  buildFacts(),
  caseStudies(),
  portrait(),
];

/** The tests of the shipped sample content itself, against the spec: a fork deletes them. */
const SAMPLE_CONTENT_TESTS = 'src/content/sample-content.test.ts';

/**
 * Of the browser side's tests, those whose dependency must load first in their file: Node keeps a
 * package it loaded for every later file of its worker, whatever Vitest resets.
 */
const FIRST_LOAD_TESTS = ['src/lib/mail/send-mail-blocked-storage.test.ts'];

/** The browser side's tests, in jsdom. */
const webTests = {
  name: 'web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['src/e2e/**', 'src/tooling/**', ...FIRST_LOAD_TESTS],
  setupFiles: ['src/test/setup.ts'],
  // One jsdom per worker rather than one per file: src/test/setup.ts leaves it as a new page finds it.
  isolate: false,
  // A form test types a whole message, key by key, in jsdom: seconds on a small host, tens of
  // seconds on two cores busy with a build. A guard against a hang, not a measure.
  testTimeout: 60_000,
};

/** The function's and the build's tests, in Node. */
const serverTests = {
  name: 'server',
  environment: 'node',
  include: ['netlify/**/*.test.ts', 'mocks/**/*.test.ts', 'src/tooling/**/*.test.ts'],
  // A guard against a test that hangs, not a measure: rendering PDFs and pictures, building, or a
  // function's round trips take several times Vitest's 5 s default on two cores busy with a build.
  testTimeout: 30_000,
};

/** Of the server's tests, those whose subject reads src/content. */
const SERVER_TESTS_OF_CONTENT = [
  'netlify/mail/request/form-navigation.test.ts',
  'src/tooling/profile-files/*.test.ts',
  'src/tooling/cv/*.test.ts',
  'src/tooling/assets/{brand-images,project-social-images}.test.ts',
  'src/tooling/content-schema/*.test.ts',
  'src/tooling/prerender/{head,blog-head}.test.ts',
];

export default defineConfig(({ mode }) => ({
  publicDir: 'src/public',
  resolve: {
    // The router's store asks for the shim of useSyncExternalStore, made for React before 18: on
    // React 19 the package's own build without it does the same, in less code on every page.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: {
    // Vite's own pages carry the dev policy. A server in front that adds the last build's
    // dist/_headers (the Netlify plugin of `npm run dev`, Netlify's CLI) keeps a header the dev
    // server set, so the build's CSP, whose hashes do not allow Vite's inline start-up script,
    // never reaches them.
    headers: { 'Content-Security-Policy': developmentContentSecurityPolicy() },
  },
  plugins: [
    contentSchema(),
    ...appPlugins(),
    themeColor(),
    // Serves netlify/functions and blobs on `vite` (not in tests, not in the offline mock mode).
    // Redirects off: the site's only rules are the build's (dist/_redirects), which the plugin
    // would apply to Vite's pages, and serve a prerendered page of dist/ for each rule it shadows.
    !testing && mode !== 'mock' && netlify({ edgeFunctions: { enabled: false }, redirects: { enabled: false } }),
    mockWorker,
    cvPdf(),
    profileFiles(),
    projectPictures(),
    brandImages(),
    oneIconAModule(),
    firstPaint(),
    prerender(appPlugins),
  ] as PluginOption[],
  build: {
    target: 'es2022',
    // Every browser of the es2022 target preloads modules itself; without support, a module is
    // simply fetched when imported. The pages preload none: their head script fetches the app's
    // chunks after the first paint (src/tooling/first-paint).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    // A stylesheet per chunk: each page inlines the app's and its own only (src/tooling/first-paint,
    // src/tooling/prerender), so prerendered pages are styled before any request or script and
    // still arrive in the first round trip.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // Every page fetches the app's code after its first paint, gzipped file by file (the
        // first-load JS budget): in two files rather than a score of small shared ones.
        codeSplitting: {
          groups: [
            // React alone, so that its chunk imports no other and the entry evaluates react-dom in a
            // task of its own (src/startup/boot.ts).
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            // What the entry shares with the app: in the app's file, the entry would run the app at once.
            { name: 'next-task', test: /\/src\/startup\/next-task\.ts$|vite\/preload-helper/, priority: 2 },
            // start-app.tsx and all it imports: the router, the layout, the routes' tree, the texts.
            { name: 'start-app', test: /\/src\/startup\/start-app\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    // Every core: Vitest leaves one to its main process by default, which waits for the workers.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: webTests },
      {
        extends: true,
        test: { ...webTests, name: 'web isolated', include: FIRST_LOAD_TESTS, exclude: [], isolate: true },
      },
      { extends: true, test: serverTests },
      // The tests that read the content again, on a second, different content set
      // (src/test/second-content): they follow the content, so an owner's edits leave them green.
      // The sample's own tests stay out.
      {
        extends: true,
        plugins: [secondContent()],
        test: { ...webTests, name: 'second-content', exclude: [...webTests.exclude, SAMPLE_CONTENT_TESTS] },
      },
      {
        extends: true,
        plugins: [secondContent()],
        test: { ...serverTests, name: 'second-content server', include: SERVER_TESTS_OF_CONTENT },
      },
    ],
  },
}));
