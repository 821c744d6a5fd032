/** The project pictures' files (project-pictures.ts), in the build and under `vite`. */
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { builtFiles } from '../built-files.ts';
import { findPictureSource, projectPictureFiles, projectPictureWarnings } from './project-pictures.ts';

export function projectPictures(projects: Pick<Project, 'image'>[] = contentProjects): Plugin {
  const names = projects.map((project) => project.image);
  return {
    name: 'portfolio:project-pictures',
    ...builtFiles({
      files: (root) => projectPictureFiles(root, names),
      warnings: async (root) =>
        (
          await Promise.all(names.map(async (name) => projectPictureWarnings(await findPictureSource(root, name))))
        ).flat(),
    }),
    // Checked before the build starts, so a missing picture is the build's only message.
    async configResolved(config) {
      if (config.command === 'build') await Promise.all(names.map((name) => findPictureSource(config.root, name)));
    },
  };
}
