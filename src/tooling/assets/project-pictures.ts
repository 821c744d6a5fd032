/** The project pictures: one per project in src/content/pictures, named after its `image`. */
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureHeight,
  pictureUrl,
  type PictureFormat,
  type PictureWidth,
} from '../../ui/picture-files.ts';
import { builtFiles, type BuiltFile } from '../built-files.ts';
import {
  largestOf,
  ownerError,
  PICTURES_DIR,
  pictureFiles,
  pictureSource,
  pictureVariant,
  pictureWarnings,
  SOURCE_EXTENSIONS,
} from './pictures.ts';

const PROJECT_PICTURE = { widths: PICTURE_WIDTHS, formats: PICTURE_FORMATS, height: pictureHeight };

/** The owner's picture for the project `name`, or a one-line error saying which file to add where. */
export async function findPictureSource(root: string, name: string): Promise<string> {
  const source = await pictureSource(root, name);
  if (!source) {
    const others = SOURCE_EXTENSIONS.slice(1).join(', ');
    throw ownerError(
      `Missing picture for the project '${name}' (its image in src/content/projects.ts): add ${PICTURES_DIR}/${name}.png (or ${others})`,
    );
  }
  return source;
}

export const LARGEST_PROJECT_PICTURE = largestOf(PROJECT_PICTURE);

/** What the owner may want to know about a project picture: enlarged to fill 1280 px, or cropped to 4:3. */
export function projectPictureWarnings(sourceFile: string): Promise<string[]> {
  return pictureWarnings(sourceFile, LARGEST_PROJECT_PICTURE, '4:3');
}

export function projectPictureVariant(
  root: string,
  sourceFile: string,
  width: PictureWidth,
  format: PictureFormat,
  quality?: number,
): Promise<Buffer> {
  return pictureVariant(root, sourceFile, { width, height: pictureHeight(width), format, quality });
}

/** Every file of every picture, each made when asked for; the build checks first that each picture is there. */
export function projectPictureFiles(root: string, names: string[]): BuiltFile[] {
  return names.flatMap((name) =>
    pictureFiles(
      root,
      PROJECT_PICTURE,
      (width, format) => pictureUrl(name, width, format),
      () => findPictureSource(root, name),
    ),
  );
}

/** The project pictures' files, in the build and under `vite`. */
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
