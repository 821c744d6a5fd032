import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import netlify from '@netlify/vite-plugin';
import { prerender } from './src/tooling/prerender/prerender-plugin.ts';
import { cvPdf } from './src/tooling/cv/cv-pdf-plugin.ts';
import { requireMailEnv } from './src/tooling/mail-env/mail-env-plugin.ts';

const testing = Boolean(process.env.VITEST);

/**
 * The Netlify plugin applies netlify.toml's headers in development too, and their CSP forbids the
 * inline scripts of Vite's dev client: development pages go without it (the build keeps it).
 */
const devWithoutCsp: Plugin = {
  name: 'portfolio:dev-without-csp',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((_req, res, next) => {
      res.removeHeader('Content-Security-Policy');
      next();
    });
  },
};

export default defineConfig(({ mode }) => ({
  publicDir: 'src/public',
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // Serves netlify/functions, blobs and redirects on `vite` (not in tests, not in the offline mock mode).
    !testing && mode !== 'mock' && netlify({ edgeFunctions: { enabled: false } }),
    devWithoutCsp,
    requireMailEnv(),
    cvPdf(),
    prerender(),
  ] as PluginOption[],
  build: {
    target: 'es2022',
    // Read by the prerender step (the fonts to preload) and the bench (first-load JS).
    manifest: true,
    // One small stylesheet in every page's HTML, so prerendered pages are styled before any script runs.
    cssCodeSplit: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/e2e/**', 'src/tooling/**'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['netlify/**/*.test.ts', 'mocks/**/*.test.ts', 'src/tooling/**/*.test.ts'],
        },
      },
    ],
  },
}));
