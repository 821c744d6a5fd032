import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('npm run video says in one line how to install ffmpeg when it is missing, and fails', async () => {
  // A PATH with nothing on it: no ffmpeg to find.
  const emptyPath = await mkdtemp(path.join(tmpdir(), 'no-ffmpeg-'));
  try {
    const run = spawnSync(process.execPath, ['src/tooling/assets/make-hero-video.ts', 'clip.mp4'], {
      env: { PATH: emptyPath },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('ffmpeg is needed')]);
    expect(run.stderr).toContain('apt-get install ffmpeg');
  } finally {
    await rm(emptyPath, { recursive: true, force: true });
  }
}, 30_000);
