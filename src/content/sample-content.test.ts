/**
 * The shipped sample content as the template was written: its texts, its eight projects, its Parcours, its post. Every
 * other test follows whatever src/content holds; these check this sample only. Delete this file
 * once the content is yours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accentText } from '../test/content-expectations.ts';
import { DOCTOR_TEST_TIMEOUT_MS, REPOSITORY, runDoctor } from '../test/run-doctor.ts';
import { publishedLanguages } from './languages.ts';
import { heroMedia } from './media.ts';
import { menuPageIds, pageTexts } from './pages.ts';
import { loadPosts } from './posts.ts';
import { plainText } from './phrase.ts';
import { profile } from './profile.ts';
import { projects } from './projects.ts';
import { education, experience, periodText } from './resume.ts';
import { skillCategories } from './skills.ts';
import { ui } from './ui.ts';

const DELETE_ME =
  "src/content is no longer the template's sample: delete src/content/sample-content.test.ts, which checks only the sample.";

/** A check of the sample that, failing on an owner's content, says first what to do. */
function sampleTest(name: string, check: () => unknown, timeout?: number) {
  it(
    name,
    async () => {
      try {
        await check();
      } catch (failure) {
        throw new Error(DELETE_ME, { cause: failure });
      }
    },
    timeout,
  );
}

describe('the sample content', () => {
  sampleTest("has the template's French texts, misspellings included, and their English", () => {
    const texts = (lang: 'fr' | 'en') => {
      const t = ui[lang];
      return {
        menu: menuPageIds.map((id) => pageTexts[id][lang].label),
        headings: [t.resume.title, t.portfolio.title, t.contact.title, t.contact.formTitle].map(accentText),
        tabs: Object.values(t.resume.tabs).map((tab) => tab.text),
        cv: t.home.downloadCv,
        links: [t.portfolio.live.text, t.portfolio.repository.text],
        placeholders: Object.values(t.contact.fields).map((field) => field.placeholder),
        outcome: [t.contact.success, t.contact.failure],
      };
    };
    expect(texts('fr')).toEqual({
      menu: ['Accueil', 'Parcours', 'Portfolio', 'Contact'],
      headings: ['Pourquoi me recruter?', 'Lastest Project', 'Travaillons Ensemble', 'Contactez Moi'],
      tabs: ['Experience', 'Formation', 'Compétences', 'Sur moi'],
      cv: 'Télécharger CV',
      links: ['Live Project', 'Github Repository'],
      placeholders: ['Nom Complet', 'Adresse Email', 'Numéro de Téléphone', "Sujet de l'Email", 'Votre Message'],
      outcome: ['Message envoyé avec succès !', "Erreur lors de l'envoi. Vérifie la console."],
    });
    expect(texts('en')).toEqual({
      menu: ['Home', 'Resume', 'Portfolio', 'Contact'],
      headings: ['Why hire me?', 'Latest Project', "Let's Work Together", 'Contact Me'],
      tabs: ['Experience', 'Education', 'Skills', 'About me'],
      cv: 'Download CV',
      links: ['Live Project', 'Github Repository'],
      placeholders: ['Full Name', 'Email Address', 'Phone Number', 'Email Subject', 'Your Message'],
      outcome: ['Message sent successfully!', 'Sending failed. Check the console.'],
    });
  });

  sampleTest(
    'has two posts, one in both languages and one in French only, each about a project it shares its tags with',
    async () => {
      const posts = (await Promise.all(publishedLanguages.map(loadPosts))).flat();
      expect(posts.map((post) => [post.slug, post.lang]).sort()).toEqual([
        ['snake-circular-buffer', 'en'],
        ['snake-circular-buffer', 'fr'],
        ['sudoku-swing-worker', 'fr'],
      ]);
      const projectOf = { 'snake-circular-buffer': 'snake', 'sudoku-swing-worker': 'sudoku' } as Record<string, string>;
      for (const post of posts)
        expect(
          post.tags.every((tag) =>
            projects.find((project) => project.slug === projectOf[post.slug])!.tags.includes(tag),
          ),
        ).toBe(true);
    },
  );

  sampleTest("has the template's eight projects, in their order", () => {
    // What each of the template's projects is made with.
    const madeWith = [
      ['C89'],
      ['HTML', 'CSS', 'JavaScript'],
      ['Java'],
      ['PHP', 'MVC'],
      ['Java', 'MySQL'],
      ['PHP', 'Docker Compose'],
      ['Android', 'XML'],
      ['Angular', 'Tailwind CSS'],
    ];
    expect(projects).toHaveLength(8);
    projects.forEach((project, index) => expect(project.tags).toEqual(expect.arrayContaining(madeWith[index]!)));
    expect(projects.every((project) => project.liveLink)).toBe(true);
    expect(projects.some((project) => !project.githubLink)).toBe(true);
  });

  sampleTest(
    "has the template's Parcours: one internship, two diplomas, nine skill categories, the about-me facts",
    () => {
      expect(experience.map((entry) => periodText(entry, 'fr'))).toEqual(['Avril 2025 - Juin 2025']);
      expect(education.map((entry) => entry.title.fr)).toEqual(['DUT informatique', 'Baccalauréat général']);
      expect(education.map((entry) => periodText(entry, 'fr'))).toEqual(['2023 - 2025', '2023']);
      expect(plainText(education[1]!.description.fr)).toContain('Mention Assez Bien');
      expect(skillCategories).toHaveLength(9);
      expect(skillCategories[0]!.skills.map((skill) => skill.name)).toEqual(['C', 'Java']);
      expect(skillCategories[1]!.skills.map((skill) => skill.name)).toEqual([
        'HTML5',
        'CSS3',
        'JavaScript',
        'TypeScript',
        'PHP',
      ]);
      expect(profile.nationality.fr).toBe('Française');
      expect(profile.languages.map((language) => language.name.fr)).toEqual(['Français', 'Anglais']);
      expect(profile.interests.fr).toEqual(['Programmation', 'Nouvelles technologies', 'Sport', 'Voyages']);
    },
  );

  sampleTest(
    'is what the doctor knows of the template: npm run doctor exits 1, naming each placeholder by its field, each sample text and file',
    async () => {
      const { status, stdout } = await runDoctor(['--offline', '--json']);
      const { findings } = JSON.parse(stdout) as {
        findings: { file: string; line?: number; severity: string; text: string }[];
      };
      const sourceLine = (file: string, line = 0) =>
        readFileSync(path.join(REPOSITORY, file), 'utf8').split('\n')[line - 1] ?? '';
      const found = (severity: string, file: string, text: string) => {
        const finding = findings.find(
          (candidate) => candidate.severity === severity && candidate.file === file && candidate.text.startsWith(text),
        );
        expect(finding, `the doctor's ${severity} at ${file}: ${text}…`).toBeDefined();
        return finding!;
      };
      expect(status).toBe(1);

      const placeholders = projects.flatMap((project, index) =>
        project.liveLink.includes('example.com') ? [[`projects[${index}].liveLink`, project.liveLink]] : [],
      );
      expect(placeholders.length).toBeGreaterThan(0);
      for (const [field, link] of placeholders)
        found('error', 'src/content/projects.ts', `${field}: ${link} is a placeholder (example.com)`);
      for (const fact of ['name', 'email', 'phone', 'address'] as const) {
        found(
          'error',
          'src/content/profile.ts',
          `profile.${fact}: '${profile[fact]}' is the template's sample ${fact}`,
        );
      }
      for (const [lang, tagline] of Object.entries(profile.tagline)) {
        found(
          'error',
          'src/content/profile.ts',
          `profile.tagline.${lang}: '${tagline}' is the template's sample tagline`,
        );
      }
      for (const [key, link] of Object.entries(profile.links)) {
        found(
          'error',
          'src/content/profile.ts',
          `profile.links.${key}: ${link} points at the template's sample profile`,
        );
      }
      const filesOf = (dir: string, pattern: RegExp) =>
        readdirSync(path.join(REPOSITORY, dir))
          .filter((file) => pattern.test(file))
          .map((file) => `${dir}/${file}`);
      for (const file of [
        ...filesOf('src/content/pictures', /\.png$/),
        ...filesOf('src/content/projects', /\.md$/),
        ...filesOf('src/content/posts', /\.md$/),
      ])
        found('error', file, "the template's sample");
      // The placeholder video, drawn in the accent, is the hero of a site without a clip: no finding.
      expect(heroMedia.placeholder).toBe(true);
      expect(findings.filter((finding) => finding.file.startsWith('src/public/media'))).toEqual([]);
      const entries = [
        ...projects.map((_, index) => ['projects.ts', `projects[${index}]`]),
        ...experience.map((_, index) => ['resume.ts', `experience[${index}]`]),
        ...education.map((_, index) => ['resume.ts', `education[${index}]`]),
        ['profile.ts', 'profile.intro'],
        ['profile.ts', 'profile.motivation'],
      ];
      for (const [file, entry] of entries)
        found('error', `src/content/${file}`, `${entry}: the template's sample text`);
      expect(sourceLine('README.md', found('error', 'README.md', 'the Deploy button').line)).toContain(
        'Deploy to Netlify',
      );

      for (const [field, text] of [
        ['ui.fr.portfolio.title', accentText(ui.fr.portfolio.title)],
        ['ui.fr.contact.failure', ui.fr.contact.failure],
        ['ui.en.contact.failure', ui.en.contact.failure],
      ]) {
        found('warning', 'src/content/ui.ts', `${field} '${text}': `);
      }
    },
    DOCTOR_TEST_TIMEOUT_MS,
  );
});
