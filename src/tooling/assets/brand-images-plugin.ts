/** The favicon, the touch icon and the social cards, from src/content, in the build and under `vite`. */
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { builtFiles, type BuiltFile } from '../built-files.ts';
import { faviconSvg, socialImagePng, touchIconPng } from './brand-images.ts';
import { publishedPostFiles } from '../posts/post-files.ts';
import { postSocialImagePath, postSocialImagePng } from './post-social-images.ts';
import { projectSocialImagePng, projectSocialImages } from './project-social-images.ts';

/** Every file; the projects' cards read their pictures under `root`. */
export function brandFiles(root: string, projects: readonly Project[] = contentProjects): BuiltFile[] {
  return [
    { url: '/favicon.svg', type: 'image/svg+xml', make: faviconSvg },
    { url: '/apple-touch-icon.png', type: 'image/png', make: touchIconPng },
    { url: '/og-image.png', type: 'image/png', make: () => socialImagePng() },
    ...projectSocialImages(projects).map(({ project, lang, path }) => ({
      url: path,
      type: 'image/png',
      make: () => projectSocialImagePng(root, project, lang),
    })),
    ...publishedPostFiles(root).map((post) => ({
      url: postSocialImagePath(post),
      type: 'image/png',
      make: () => postSocialImagePng(post),
    })),
  ];
}

export function brandImages(): Plugin {
  return { name: 'portfolio:brand-images', ...builtFiles({ files: (root) => brandFiles(root) }) };
}
