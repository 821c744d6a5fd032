import { describe, expect, it } from 'vitest';
import {
  coreTechnologies,
  DEFAULT_FEATURED_COUNT,
  featuredProjects,
  relatedProjects,
  type Project,
} from './projects.ts';

/** A project of its tags, and its rank among the featured ones if it has one. */
const project = (slug: string, tags: string[], featured?: number): Project => ({
  slug,
  title: { fr: slug, en: slug },
  description: { fr: '', en: '' },
  tags,
  year: 2025,
  context: 'personal',
  liveLink: '',
  githubLink: '',
  image: slug,
  imageAlt: { fr: '', en: '' },
  ...(featured !== undefined && { featured }),
});

describe('the featured projects', () => {
  it("are the marked ones, in the owner's order, wherever they sit in the list", () => {
    const list = [project('a', []), project('b', [], 2), project('c', []), project('d', [], 1)];
    expect(featuredProjects(list).map((each) => each.slug)).toEqual(['d', 'b']);
  });

  it('are the first ones of the list when none is marked, or every project of a shorter list', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((slug) => project(slug, []));
    expect(featuredProjects(list).map((each) => each.slug)).toEqual(['a', 'b', 'c'].slice(0, DEFAULT_FEATURED_COUNT));
    expect(featuredProjects(list.slice(0, 1)).map((each) => each.slug)).toEqual(['a']);
  });
});

describe('the related projects', () => {
  it('share the most tags first, then keep the list order, and leave out those sharing none', () => {
    const shown = project('shown', ['Java', 'MySQL', 'Docker']);
    const list = [
      shown,
      project('one', ['Java']),
      project('none', ['Rust']),
      project('two', ['MySQL', 'Docker']),
      project('also-one', ['Docker']),
    ];
    expect(relatedProjects(shown, 3, list).map((each) => each.slug)).toEqual(['two', 'one', 'also-one']);
    expect(relatedProjects(shown, 1, list).map((each) => each.slug)).toEqual(['two']);
    expect(relatedProjects(project('alone', ['Go']), 3, list)).toEqual([]);
  });
});

describe('the core technologies', () => {
  it('rank the tags by how many projects use them, a featured project counting twice', () => {
    const list = [
      project('a', ['C', 'Java']),
      project('b', ['Java', 'PHP']),
      project('c', ['PHP', 'Go'], 1),
      project('d', ['C']),
    ];
    // Java 2, C 2, PHP 2 + 1 (featured), Go 1 + 1: ties keep the featured projects' order, then the list's.
    expect(coreTechnologies(6, list)).toEqual(['PHP', 'Go', 'C', 'Java']);
    expect(coreTechnologies(2, list)).toEqual(['PHP', 'Go']);
  });
});
