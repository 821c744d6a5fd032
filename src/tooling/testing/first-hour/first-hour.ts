/**
 * `npm run test:fork` (src/tooling/README.md): an owner's first hour on a copy of the repository, kept for a
 * look when something fails. Run by hand: it runs `npm test` itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Finding } from '../../doctor/finding.ts';
import { findingLine } from '../../doctor/finding.ts';
import { applyOwnerEdits, publishLanguages } from './owner-edits.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../../..');

async function copyRepository(): Promise<string> {
  const fork = await mkdtemp(path.join(tmpdir(), 'first-hour-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPOSITORY,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files.filter((name) => name && existsSync(path.join(REPOSITORY, name)))) {
    await mkdir(path.dirname(path.join(fork, file)), { recursive: true });
    await cp(path.join(REPOSITORY, file), path.join(fork, file));
  }
  await symlink(path.join(REPOSITORY, 'node_modules'), path.join(fork, 'node_modules'));
  // An owner's fork is a clone: tests and tools list the project's files with git.
  execFileSync('git', ['init', '--quiet'], { cwd: fork });
  return fork;
}

function run(fork: string, step: string, command: string[]): string {
  console.log(`\nfirst hour: ${step}: ${command.join(' ')}`);
  const { status } = spawnSync(command[0]!, command.slice(1), { cwd: fork, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${step}: \`${command.join(' ')}\` failed (exit ${status})`);
  return step;
}

/** The doctor's errors on the fork: none may be left once the owner's edits are in. */
function doctorErrors(fork: string): Finding[] {
  const { stdout } = spawnSync(process.execPath, ['src/tooling/doctor/cli.ts', '--offline', '--json'], {
    cwd: fork,
    encoding: 'utf8',
  });
  const { findings } = JSON.parse(stdout) as { findings: Finding[] };
  for (const finding of findings) console.log(findingLine(finding));
  return findings.filter((finding) => finding.severity === 'error');
}

const fork = await copyRepository();
try {
  const removed = await applyOwnerEdits(fork);
  console.log(`first hour: a copy in ${fork}, the owner's edits in (projects removed: ${removed.join(', ')})`);
  await publishLanguages(fork, ['fr']);
  run(fork, 'French only, the build', ['npm', 'run', 'build']);
  await publishLanguages(fork, ['fr', 'en']);
  // The doctor first: it takes seconds, the tests minutes.
  const errors = doctorErrors(fork);
  if (errors.length) throw new Error(`the doctor still finds ${errors.length} error(s) on the owner's fork`);
  run(fork, 'both languages, every test', ['npm', 'test']);
  console.log("\nfirst hour: the build, the tests and the doctor pass on the owner's fork");
  await rm(fork, { recursive: true, force: true });
} catch (failure) {
  console.error(`\nfirst hour: ${(failure as Error).message}; the fork is kept in ${fork}`);
  process.exitCode = 1;
}
