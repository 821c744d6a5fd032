/**
 * `npm run doctor` on a copy of the repository whose every placeholder of the template is replaced,
 * as an owner's fork would have it, then with one left.
 */
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroMedia } from '../../content/media.ts';
import { profile as ownerProfile } from '../../content/profile.ts';
import { ownMarkdown, ownTexts } from '../testing/first-hour/own-texts.ts';
import { DOCTOR_TEST_TIMEOUT_MS, REPOSITORY, runDoctor } from '../../test/run-doctor.ts';
import { LARGEST_PROJECT_PICTURE } from '../assets/project-pictures.ts';
import { PICTURES_DIR, SOURCE_EXTENSIONS } from '../assets/pictures.ts';
import { testPicture } from '../testing/test-picture.ts';
import { CONTENT_DIR } from './content-texts.ts';
import { templateSample } from './template-sample.ts';

let fork: string;

/** The owner's data, texts and case studies the owner's own. */
const OWN_TEXTS = /^(profile|projects|resume)\.ts$|\.md$/;

/** Every file of src/content, with each of the template's facts, example.com and sample texts replaced by an owner's. */
async function replaceSampleTexts() {
  const owners: [string, string][] = [
    [templateSample.name, 'Sam Durand'],
    [templateSample.email, 'sam@durand.dev'],
    [templateSample.phone, '+33 7 98 76 54 32'],
    [templateSample.address, '3 quai Claude Bernard, 69007 Lyon'],
    [templateSample.tagline.fr, 'Je construis des outils de suivi de chantier, du capteur au tableau de bord.'],
    [templateSample.tagline.en, 'I build site-monitoring tools, from the sensor to the dashboard.'],
    ...templateSample.profileLinks.map((link, index): [string, string] => [
      link,
      `https://durand.dev/profile-${index}`,
    ]),
    ['example.com', 'durand.dev'],
  ];
  const files = await readdir(path.join(fork, CONTENT_DIR), { recursive: true });
  for (const file of files.filter((name) => /\.(ts|md)$/.test(name))) {
    const at = path.join(fork, CONTENT_DIR, file);
    const text = owners.reduce(
      (replaced, [sample, own]) => replaced.replaceAll(sample, own),
      await readFile(at, 'utf8'),
    );
    await writeFile(
      at,
      !OWN_TEXTS.test(path.basename(file)) ? text : file.endsWith('.md') ? ownMarkdown(text) : ownTexts(text),
    );
  }
}

beforeAll(async () => {
  fork = await mkdtemp(path.join(tmpdir(), 'doctor-fork-'));
  for (const file of ['src', 'README.md', 'package.json', 'tsconfig.json'])
    await cp(path.join(REPOSITORY, file), path.join(fork, file), { recursive: true });
  await symlink(path.join(REPOSITORY, 'node_modules'), path.join(fork, 'node_modules'));
  await replaceSampleTexts();
  const pictures = (await readdir(path.join(fork, PICTURES_DIR))).filter((file) =>
    SOURCE_EXTENSIONS.includes(path.extname(file)),
  );
  for (const file of pictures) {
    await testPicture(LARGEST_PROJECT_PICTURE.width, LARGEST_PROJECT_PICTURE.height).toFile(
      path.join(fork, PICTURES_DIR, file),
    );
  }
  const readme = path.join(fork, 'README.md');
  await writeFile(
    readme,
    (await readFile(readme, 'utf8')).replaceAll(templateSample.deployRepository, 'sam-durand/portfolio'),
  );
}, 60_000);

afterAll(() => rm(fork, { recursive: true, force: true }));

describe('npm run doctor on a fork', () => {
  it(
    'exits 0 once every placeholder is replaced, with the warnings only',
    async () => {
      const { status, stdout } = await runDoctor(['--offline', '--json'], { cwd: fork });
      const report = JSON.parse(stdout) as {
        errors: number;
        warnings: number;
        links: unknown;
        findings: { severity: string }[];
      };
      expect({ status, errors: report.errors, links: report.links }).toEqual({
        status: 0,
        errors: 0,
        links: { skipped: '--offline' },
      });
      expect(report.findings.every((finding) => finding.severity === 'warning')).toBe(true);
      expect(report.findings).toHaveLength(report.warnings);
    },
    DOCTOR_TEST_TIMEOUT_MS,
  );

  it(
    "takes the placeholder hero, drawn in the accent, for a site without a clip, and its files for the template's once media.ts calls them the owner's",
    async () => {
      const media = path.join(fork, CONTENT_DIR, 'media.ts');
      const source = await readFile(media, 'utf8');
      // The fork as it is, the placeholder hero taken, exits 0: the test above.
      expect(source).toContain('placeholder: true');
      await writeFile(media, source.replace('placeholder: true', 'placeholder: false'));
      try {
        const { findings } = JSON.parse((await runDoctor(['--offline', '--json'], { cwd: fork })).stdout) as {
          findings: { file: string; severity: string }[];
        };
        expect(findings.filter((finding) => finding.severity === 'error').map((finding) => finding.file)).toEqual(
          [heroMedia.poster, heroMedia.webm, heroMedia.mp4].map((url) => `src/public${url}`).toSorted(),
        );
      } finally {
        await writeFile(media, source);
      }
    },
    DOCTOR_TEST_TIMEOUT_MS,
  );

  it(
    'names, as the build does, a value the content schema refuses, and warns of a start month already over',
    async () => {
      const projects = path.join(fork, CONTENT_DIR, 'projects.ts');
      const profile = path.join(fork, CONTENT_DIR, 'profile.ts');
      const [projectsSource, profileSource] = await Promise.all([
        readFile(projects, 'utf8'),
        readFile(profile, 'utf8'),
      ]);
      await writeFile(
        projects,
        projectsSource.replace(/(export const projects[^]*?\n\s+slug: )'[^']*'/, "$1'Mon Projet'"),
      );
      await writeFile(profile, profileSource.replace(/(seeking: \{[^}]*?start: )'[^']*'/, "$1'2020-01'"));
      try {
        const { status, stdout } = await runDoctor(['--offline', '--json'], { cwd: fork });
        const { findings } = JSON.parse(stdout) as { findings: { file: string; severity: string; text: string }[] };
        expect(status).toBe(1);
        expect(findings).toContainEqual({
          file: 'src/content/projects.ts',
          severity: 'error',
          text: "projects[0].slug is 'Mon Projet': use lower-case letters, digits and hyphens",
        });
        const pastStart = {
          file: 'src/content/profile.ts',
          severity: 'warning',
          text: expect.stringMatching(/^profile\.seeking\.start is '2020-01', a month already over/),
        };
        expect(findings.filter(({ text }) => text.startsWith('profile.seeking.start'))).toEqual(
          ownerProfile.seeking ? [pastStart] : [],
        );
      } finally {
        await Promise.all([writeFile(projects, projectsSource), writeFile(profile, profileSource)]);
      }
    },
    DOCTOR_TEST_TIMEOUT_MS,
  );

  it(
    'exits 1 on a placeholder left, one line per finding naming its file and field, then the summary; the build goes on unless DOCTOR=strict',
    async () => {
      const projects = path.join(fork, CONTENT_DIR, 'projects.ts');
      const source = await readFile(projects, 'utf8');
      // The first project's live link: the first after the list begins.
      const lines = source.split('\n');
      const index = lines.findIndex(
        (text, at) =>
          at > lines.findIndex((start) => start.startsWith('export const projects')) && /^\s+liveLink: /.test(text),
      );
      await writeFile(projects, lines.with(index, "    liveLink: 'https://example.com/',").join('\n'));
      try {
        const { status, stdout } = await runDoctor(['--offline'], { cwd: fork });
        const printed = stdout.trim().split('\n');
        expect(status).toBe(1);
        expect(printed[0]).toMatch(
          /^src\/content\/projects\.ts {2}error {2}projects\[0\]\.liveLink: https:\/\/example\.com\/ is a placeholder/,
        );
        expect(printed.slice(1, -1).every((text) => /^\S+ {2}warning {2}/.test(text))).toBe(true);
        expect(printed.at(-1)).toMatch(/^doctor: 1 error, \d+ warnings?; links not checked \(--offline\)$/);

        // As the production build runs it: the deploy goes on, unless DOCTOR=strict.
        const [build, strict] = await Promise.all([
          runDoctor(['--build'], { cwd: fork }),
          runDoctor(['--build'], { cwd: fork, env: { DOCTOR: 'strict' } }),
        ]);
        expect(build.stdout).toContain(printed[0]);
        expect(build.stdout.trim().split('\n').at(-1)).toMatch(
          /links not checked \(not in the build\)\. The deploy goes on: DOCTOR=strict .* stops it on errors\.$/,
        );
        expect([build.status, strict.status]).toEqual([0, 1]);
      } finally {
        await writeFile(projects, source);
      }
    },
    DOCTOR_TEST_TIMEOUT_MS,
  );
});
