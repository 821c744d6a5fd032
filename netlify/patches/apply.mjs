// `npm install`'s postinstall: applies this folder's patches with patch-package, and stops the
// install when one no longer applies (its package moved and the patched lines with it), naming the
// package and the way out rather than leaving patch-package's own error.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const run = spawnSync('patch-package', ['--patch-dir', 'netlify/patches', '--error-on-fail'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
});
process.stdout.write(run.stdout ?? '');
if (run.status === 0) process.exit(0);

const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
const packages = [
  ...new Set([...output.matchAll(/Failed to apply patch (?:for package|file) (\S+)/g)].map((match) => match[1])),
];
console.error(`
netlify/patches: the patch for ${packages.join(', ') || 'a package'} no longer applies to the version installed.
Without it, Netlify's local runtime (npm run dev, npm run preview, the tests) behaves unlike Netlify.
The way out: "When a patch no longer applies" in netlify/patches/README.md.`);
process.exit(1);
