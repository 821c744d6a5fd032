/** `npm run pictures [-- --out DIR]`: makes every picture's files, lists their sizes and what to fix (README.md). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projects } from '../../content/projects.ts';
import { portraitFiles, portraitWarnings } from './portrait.ts';
import { findPictureSource, projectPictureFiles, projectPictureWarnings } from './project-pictures.ts';

const root = process.cwd();
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag >= 0 ? process.argv[outFlag + 1] : undefined;
const names = projects.map((project) => project.image);

try {
  await Promise.all(names.map((name) => findPictureSource(root, name)));
  const files = await Promise.all(
    [...projectPictureFiles(root, names), ...(await portraitFiles(root))].map(async ({ url, make }) => ({
      url,
      data: await make(),
    })),
  );
  for (const { url, data } of files) console.log(`${url}: ${(data.length / 1024).toFixed(1)} KB`);
  for (const name of names) {
    for (const warning of await projectPictureWarnings(await findPictureSource(root, name)))
      console.warn(`Note: ${warning}`);
  }
  for (const warning of await portraitWarnings(root)) console.warn(`Note: ${warning}`);
  if (outDir) {
    await mkdir(outDir, { recursive: true });
    await Promise.all(files.map(({ url, data }) => writeFile(path.join(outDir, path.basename(url)), data)));
    console.log(`Written to ${outDir}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
