import { describe, expect, it } from 'vitest';
import { languages, publishedLanguages } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { skillIcons } from '../../content/schema.ts';
import { skillCategories } from '../../content/skills.ts';
import { ui } from '../../content/ui.ts';
import { contentIssues, contentWarnings, issueLine, siteContent, type Content } from './content-issues.ts';

/** The site's content with one file's exports replaced, as an owner's edit leaves it. */
const edited = (file: keyof Content, exports: Record<string, unknown>): Content => ({
  ...siteContent,
  [file]: exports,
});
const lines = (content: Content) => contentIssues(content).map(issueLine);
const published = (lang: string) => (publishedLanguages as readonly string[]).includes(lang);

describe('the content checked against its schema', () => {
  it('finds nothing to say about the content as it is', () => {
    expect(contentIssues()).toEqual([]);
  });

  it('names a skill whose icon the site does not have', () => {
    const [first, ...rest] = skillCategories;
    const broken = [{ ...first!, skills: [...first!.skills, { name: 'Rust', icon: 'rust' }] }, ...rest];
    const index = first!.skills.length;
    expect(lines(edited('skills.ts', { skillCategories: broken }))).toEqual([
      `src/content/skills.ts: skillCategories[0].skills[${index}].icon is 'rust', not an icon of src/ui/skill-icons.tsx (${skillIcons.join(', ')})`,
    ]);
  });

  it('names a project slug used twice, and one that cannot be an address', () => {
    const twice = [...projects, { ...projects[0]! }];
    expect(lines(edited('projects.ts', { projects: twice }))).toEqual([
      `src/content/projects.ts: projects give two projects the slug '${projects[0]!.slug}'; each needs its own`,
    ]);
    const spaced = [{ ...projects[0]!, slug: 'Mon Projet' }];
    expect(lines(edited('projects.ts', { projects: spaced }))).toEqual([
      "src/content/projects.ts: projects[0].slug is 'Mon Projet': use lower-case letters, digits and hyphens",
    ]);
  });

  it('lets a project go without a live site or a public repository, but not with a link it cannot read', () => {
    const withoutLinks = [{ ...projects[0]!, liveLink: '', githubLink: '' }];
    expect(lines(edited('projects.ts', { projects: withoutLinks }))).toEqual([]);
    const unreadable = [{ ...projects[0]!, liveLink: 'mon-jeu.fr' }];
    expect(lines(edited('projects.ts', { projects: unreadable }))).toEqual([
      "src/content/projects.ts: projects[0].liveLink is 'mon-jeu.fr', not an http(s) address",
    ]);
  });

  it('names a value of the wrong kind, and a field left out', () => {
    const { year: _year, ...withoutYear } = projects[0]!;
    expect(lines(edited('projects.ts', { projects: [{ ...projects[0]!, year: '2024' }, withoutYear] }))).toEqual([
      'src/content/projects.ts: projects[0].year is "2024", not number',
      'src/content/projects.ts: projects[1].year is missing',
    ]);
  });

  it.each(languages)("names a text missing in '%s' when the site is published in it, down to the field", (lang) => {
    const { [lang]: _left, ...others } = projects[0]!.title;
    const untranslated = [{ ...projects[0]!, title: others }];
    expect(lines(edited('projects.ts', { projects: untranslated }))).toEqual(
      published(lang) ? [`src/content/projects.ts: projects[0].title.${lang} is missing`] : [],
    );
  });

  it.each(publishedLanguages.slice(1))("names a screen's text missing in '%s', down to the field", (lang) => {
    const { success: _success, ...contact } = ui[lang].contact;
    expect(lines(edited('ui.ts', { ui: { ...ui, [lang]: { ...ui[lang], contact } } }))).toEqual([
      `src/content/ui.ts: ui.${lang}.contact.success is missing`,
    ]);
  });

  it('lets a list be empty in every language, not in one', () => {
    const interests = (lists: (lang: string) => string[]) =>
      Object.fromEntries(languages.map((lang) => [lang, lists(lang)]));
    expect(lines(edited('profile.ts', { profile: { ...profile, interests: interests(() => []) } }))).toEqual([]);
    const last = publishedLanguages.at(-1)!;
    const oneEmpty = interests((lang) => (lang === last ? [] : ['Échecs']));
    expect(lines(edited('profile.ts', { profile: { ...profile, interests: oneEmpty } }))).toEqual(
      publishedLanguages.length > 1 ? [`src/content/profile.ts: profile.interests.${last} is missing`] : [],
    );
  });

  it('names a start month and links it cannot read', () => {
    const broken = {
      ...profile,
      seeking: { ...profile.seeking!, start: 'septembre 2026' },
      links: { ...profile.links, github: 'github.com/me' },
    };
    expect(lines(edited('profile.ts', { profile: broken }))).toEqual([
      "src/content/profile.ts: profile.links.github is 'github.com/me', not an http(s) address",
      "src/content/profile.ts: profile.seeking.start is 'septembre 2026', not a month written YYYY-MM",
    ]);
  });

  it('warns, without stopping the build, of a start month already over', () => {
    const startingIn = (start: string) => ({ ...profile, seeking: { ...profile.seeking!, start } });
    // October 2025, local time as the check reads it.
    const now = new Date(2025, 9, 1);
    expect(lines(edited('profile.ts', { profile: startingIn('2025-09') }))).toEqual([]);
    expect(contentWarnings(startingIn('2025-09'), now).map(issueLine)).toEqual([
      expect.stringMatching(/^src\/content\/profile\.ts: profile\.seeking\.start is '2025-09', a month already over/),
    ]);
    expect(contentWarnings(startingIn('2025-10'), now)).toEqual([]);
    expect(contentWarnings({ ...profile, seeking: null }, now)).toEqual([]);
  });
});
