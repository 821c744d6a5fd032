/** For tests: `npm run doctor` with these arguments, in the repository at `cwd`, and what it printed and returned. */
import { execFile } from 'node:child_process';
import path from 'node:path';

export const REPOSITORY = path.resolve(import.meta.dirname, '../..');

export type DoctorRun = { status: number; stdout: string; stderr: string };

/**
 * A test's time for a few runs of the doctor, each a Node process reading the whole content: seconds
 * alone, tens of seconds on two cores busy with a build. A guard against a hang, not a measure.
 */
export const DOCTOR_TEST_TIMEOUT_MS = 120_000;

export function runDoctor(
  args: string[],
  { cwd = REPOSITORY, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<DoctorRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['src/tooling/doctor/cli.ts', ...args],
      { cwd, env: { ...process.env, DOCTOR: '', ...env } },
      (failure, stdout, stderr) => resolve({ status: failure ? Number(failure.code) : 0, stdout, stderr }),
    );
  });
}
