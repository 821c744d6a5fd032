/** The owner's pictures: each project's there, and none smaller than the largest size the site serves. */
import path from 'node:path';
import { findPortrait, LARGEST_PORTRAIT } from '../assets/portrait.ts';
import { findPictureSource, LARGEST_PROJECT_PICTURE } from '../assets/project-pictures.ts';
import { tooSmall, type Size } from '../assets/pictures.ts';
import type { ContentText } from './content-texts.ts';
import { error, type Finding } from './finding.ts';

async function smallPicture(root: string, source: string, largest: Size): Promise<Finding[]> {
  const problem = await tooSmall(source, largest);
  return problem ? [error({ file: path.relative(root, source).split(path.sep).join('/') }, problem)] : [];
}

/** The projects' pictures, named by their `image` fields, and the portrait if there is one. */
export async function pictureFindings(root: string, images: ContentText[]): Promise<Finding[]> {
  const distinct = [...new Map(images.map((image) => [image.text, image])).values()];
  const projects = await Promise.all(
    distinct.map(async ({ text: name, file }) => {
      try {
        return await smallPicture(root, await findPictureSource(root, name), LARGEST_PROJECT_PICTURE);
      } catch (missing) {
        return [error({ file }, (missing as Error).message)];
      }
    }),
  );
  const portrait = await findPortrait(root);
  return [...projects.flat(), ...(portrait ? await smallPicture(root, portrait, LARGEST_PORTRAIT) : [])];
}
