import { describe, expect, it } from 'vitest';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { skillCategories } from '../../content/skills.ts';
import { contentProblems, contentWarnings } from './content-problems.ts';

/** The site's content with one file's exports replaced, as an owner's edit leaves it. */
const edited = (file: string, exports: Record<string, unknown>) => ({ [file]: exports });

describe('the content check of the build', () => {
  it('finds nothing to say about the content as it is', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('names a skill whose icon the site does not have', () => {
    const [first, ...rest] = skillCategories;
    const broken = [{ ...first!, skills: [...first!.skills, { name: 'Rust', icon: 'rust' }] }, ...rest];
    const index = first!.skills.length;
    expect(contentProblems(edited('skills.ts', { skillCategories: broken }))).toEqual([
      expect.stringMatching(new RegExp(`^src/content/skills\\.ts: skillCategories\\[0\\]\\.skills\\[${index}\\]\\.icon is 'rust', not an icon of src/ui/skill-icons\\.tsx \\(`)),
    ]);
  });

  it('names a project slug used twice, and one that cannot be an address', () => {
    const twice = [...projects, { ...projects[0]! }];
    expect(contentProblems(edited('projects.ts', { projects: twice }))).toEqual([
      `src/content/projects.ts: two projects have the slug '${projects[0]!.slug}'; each needs its own`,
    ]);
    const spaced = [{ ...projects[0]!, slug: 'Mon Projet' }];
    expect(contentProblems(edited('projects.ts', { projects: spaced }))).toEqual([
      "src/content/projects.ts: projects[0].slug is 'Mon Projet': use lower-case letters, digits and hyphens",
    ]);
  });

  it('lets a project go without a live site or a public repository, but not with a link it cannot read', () => {
    const withoutLinks = [{ ...projects[0]!, liveLink: '', githubLink: '' }];
    expect(contentProblems(edited('projects.ts', { projects: withoutLinks }))).toEqual([]);
    const unreadable = [{ ...projects[0]!, liveLink: 'mon-jeu.fr' }];
    expect(contentProblems(edited('projects.ts', { projects: unreadable }))).toEqual(["src/content/projects.ts: projects[0].liveLink is 'mon-jeu.fr', not an http(s) address"]);
  });

  it('names a text missing in a published language, down to the field', () => {
    const untranslated = [{ ...projects[0]!, title: { fr: projects[0]!.title.fr } }];
    expect(contentProblems(edited('projects.ts', { projects: untranslated }), ['fr', 'en'])).toEqual([
      "src/content/projects.ts: projects[0].title has no 'en' text",
    ]);
    const partial = { fr: { contact: { send: 'Envoyer', sent: 'Envoyé' } }, en: { contact: { send: 'Send' } } };
    expect(contentProblems(edited('ui.ts', { ui: partial }), ['fr', 'en'])).toEqual(['src/content/ui.ts: ui.en.contact.sent is missing']);
  });

  it('lets a list be empty in every language, not in one', () => {
    expect(contentProblems(edited('profile.ts', { profile: { ...profile, interests: { fr: [], en: [] } } }), ['fr', 'en'])).toEqual([]);
    expect(contentProblems(edited('profile.ts', { profile: { ...profile, interests: { fr: ['Échecs'], en: [] } } }), ['fr', 'en'])).toEqual([
      "src/content/profile.ts: profile.interests has no 'en' text",
    ]);
  });

  it('asks nothing of a language the site is not published in', () => {
    const frenchOnly = [{ ...projects[0]!, title: { fr: projects[0]!.title.fr } }];
    expect(contentProblems(edited('projects.ts', { projects: frenchOnly }), ['fr'])).toEqual([]);
  });

  it('names a start month and links it cannot read', () => {
    const broken = { ...profile, seeking: { ...profile.seeking!, start: 'septembre 2026' }, links: { ...profile.links, github: 'github.com/me' } };
    expect(contentProblems(edited('profile.ts', { profile: broken }))).toEqual([
      "src/content/profile.ts: profile.links.github is 'github.com/me', not an http(s) address",
      "src/content/profile.ts: profile.seeking.start is 'septembre 2026', not a month written YYYY-MM",
    ]);
  });

  it('warns, without stopping the build, of a start month already over', () => {
    const startingIn = (start: string) => edited('profile.ts', { profile: { ...profile, seeking: { ...profile.seeking!, start } } });
    // October 2025, local time as the check reads it.
    const now = new Date(2025, 9, 1);
    expect(contentProblems(startingIn('2025-09'))).toEqual([]);
    expect(contentWarnings(startingIn('2025-09'), now)).toEqual([
      expect.stringMatching(/^src\/content\/profile\.ts: profile\.seeking\.start is '2025-09', a month already over/),
    ]);
    expect(contentWarnings(startingIn('2025-10'), now)).toEqual([]);
    expect(contentWarnings(edited('profile.ts', { profile: { ...profile, seeking: null } }), now)).toEqual([]);
  });
});
