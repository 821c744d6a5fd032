/**
 * The CV PDF (`/cv.pdf`), made from src/content so it never disagrees with the Parcours page:
 * emitted into the build, and served by `vite` in development.
 */
import type { Plugin } from 'vite';
import { profile } from '../../content/profile.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { renderCv } from './render-cv.ts';

const CV_FILE = profile.cvPath.replace(/^\//, '');

const renderFromContent = () => renderCv({ profile, experience, education, skillCategories });

export function cvPdf(): Plugin {
  return {
    name: 'portfolio:cv-pdf',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: CV_FILE, source: await renderFromContent() });
    },
    configureServer(server) {
      server.middlewares.use(profile.cvPath, (_req, res, next) => {
        renderFromContent()
          .then((pdf) => {
            res.setHeader('Content-Type', 'application/pdf');
            res.end(pdf);
          })
          .catch(next);
      });
    },
  };
}
