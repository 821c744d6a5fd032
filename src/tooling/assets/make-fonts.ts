/**
 * Subsets Poppins (400, 500, 700; from @fontsource/poppins) to the characters French text needs,
 * into src/styles/fonts/*.woff2, and writes their metric-matched fallbacks and the font stack to
 * src/styles/fonts/fallbacks.css. Run: `npx tsx src/tooling/assets/make-fonts.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FRENCH_CHARACTERS } from '../../styles/fonts/french-characters.ts';
import { fallbackCss } from './font-fallbacks.ts';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../../styles/fonts/', import.meta.url));

for (const weight of [400, 500, 700]) {
  const source = require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`);
  const subset = await subsetFont(await readFile(source), FRENCH_CHARACTERS, { targetFormat: 'woff2' });
  await writeFile(`${outDir}poppins-${weight}.woff2`, subset);
  console.log(`poppins-${weight}.woff2: ${subset.length} bytes`);
}

await writeFile(`${outDir}fallbacks.css`, fallbackCss());
console.log('fallbacks.css');
