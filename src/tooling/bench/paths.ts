import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the bench is started from. */
export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const distDir = join(projectRoot, 'dist');
export const resultsFile = join(projectRoot, 'bench-results', 'bench.json');
