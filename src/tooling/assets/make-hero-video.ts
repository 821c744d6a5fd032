/** `npm run video -- clip.mp4 [--from SECONDS] [--seconds SECONDS]`: the hero video from a clip (README.md). Needs ffmpeg. */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { heroMedia } from '../../content/media.ts';

const FFMPEG_MISSING =
  'ffmpeg is needed to make the hero video: install it (Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg; Windows: winget install ffmpeg) and run again.';
const USAGE = 'Usage: npm run video -- path/to/clip.mp4 [--from SECONDS] [--seconds SECONDS]';
const FRAME = 'scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,fps=24,format=yuv420p';
const FILES = ['webm', 'mp4', 'poster'] as const;
const MEDIA_CONTENT = 'src/content/media.ts';

/** A message for the owner: printed alone, and the script exits non-zero. */
class Stop extends Error {}

function fail(message: string): never {
  throw new Stop(message);
}

function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (probe.error && 'code' in probe.error && probe.error.code === 'ENOENT') fail(FFMPEG_MISSING);
}

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.status !== 0) fail(`ffmpeg failed (exit ${run.status ?? run.signal}): see its message above`);
}

async function makeHeroVideo(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string', default: '0' }, seconds: { type: 'string', default: '6' } },
  });
  const [clipArgument] = positionals;
  if (!clipArgument || positionals.length > 1 || !Number.isFinite(Number(values.from)) || !(Number(values.seconds) > 0))
    fail(USAGE);
  requireFfmpeg();
  // npm runs scripts from the repository root; the path is as typed where npm was run.
  const clip = path.resolve(process.env.INIT_CWD ?? '.', clipArgument);
  if (!(await stat(clip).catch(() => undefined))?.isFile()) fail(`No clip at ${clip}`);

  // Made aside, then copied over the site's files: a failed run leaves the current video in place.
  const work = await mkdtemp(path.join(tmpdir(), 'hero-video-'));
  const made = (kind: (typeof FILES)[number]) => path.join(work, path.basename(heroMedia[kind]));
  try {
    const input = ['-ss', values.from, '-t', values.seconds, '-i', clip, '-vf', FRAME, '-an'];
    ffmpeg([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', made('webm')]);
    ffmpeg([...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', made('mp4')]);
    ffmpeg(['-i', made('webm'), '-frames:v', '1', '-c:v', 'libwebp', '-quality', '60', made('poster')]);
    for (const kind of FILES) {
      const target = path.join('src/public', heroMedia[kind]);
      await copyFile(made(kind), target);
      console.log(`${target}: ${((await stat(target)).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  // The clip is the owner's now: the page no longer draws it in the accent.
  if (heroMedia.placeholder) {
    await writeFile(
      MEDIA_CONTENT,
      (await readFile(MEDIA_CONTENT, 'utf8')).replace(/placeholder: true/, 'placeholder: false'),
    );
    console.log(`${MEDIA_CONTENT}: placeholder: false`);
  }
}

await makeHeroVideo().catch((error: unknown) => {
  if (!(error instanceof Stop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
});
