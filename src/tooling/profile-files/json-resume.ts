/** `/resume.json` and `/en/resume.json`: the profile as JSON Resume 1.0 (https://jsonresume.org/schema). */
import { availabilityLine } from '../../content/availability.ts';
import type { Lang } from '../../content/languages.ts';
import { pagePath, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { plainText } from '../../content/phrase.ts';
import { profile, resumeJsonPath, spokenLanguages } from '../../content/profile.ts';
import { projects, type Project } from '../../content/projects.ts';
import { education, experience, type ResumeEntry } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { ui } from '../../content/ui.ts';

/** The JSON Resume document this site writes; the schema allows other fields. */
export type JsonResume = ReturnType<typeof jsonResume>;

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The profile's links as JSON Resume's profiles: the network, the user name (the URL's last segment), the URL. */
export function socialProfiles() {
  return Object.entries({ GitHub: profile.links.github, LinkedIn: profile.links.linkedin }).map(([network, url]) => ({
    network,
    username: new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '',
    url,
  }));
}

function projectEntry(project: Project, lang: Lang) {
  const year = String(project.year);
  const role = project.facts?.role?.[lang];
  const outcome = project.facts?.outcome?.[lang];
  return {
    name: project.title[lang],
    description: project.description[lang],
    url: `${siteUrl}${projectPath(project, lang)}`,
    keywords: project.tags,
    startDate: year,
    endDate: year,
    type: ui[lang].portfolio.contexts[project.context],
    // A school project was made at the school the profile names; other contexts name no entity.
    ...(project.context === 'school' && { entity: profile.school }),
    // JSON Resume's own fields for what came of it and what the owner did, left out when unsaid.
    ...(outcome && { highlights: [outcome] }),
    ...(role && { roles: [role] }),
  };
}

/** The entry's ISO dates as the content holds them; one still going on has no end. */
const entryText = (entry: ResumeEntry, lang: Lang) => ({
  startDate: entry.start,
  ...(entry.end && { endDate: entry.end }),
  summary: plainText(entry.description[lang]),
});

/**
 * One language's resume. The availability has no field in JSON Resume: it ends `basics.summary`,
 * which every theme and importer shows, as its own paragraph. The programme sought is in that line
 * and no education entry: one with a start and no end reads as studies under way ('2027 - Present').
 */
export function jsonResume(lang: Lang) {
  const availability = availabilityLine(lang);
  return {
    $schema: SCHEMA,
    basics: {
      name: profile.name,
      label: profile.jobTitle[lang],
      email: profile.email,
      phone: profile.phone,
      url: `${siteUrl}${pagePath('home', lang)}`,
      summary: [profile.intro[lang], availability].filter(Boolean).join('\n\n'),
      location: { address: profile.address, city: profile.city },
      profiles: socialProfiles(),
    },
    work: experience.map((entry) => ({
      name: entry.place,
      position: entry.title[lang],
      ...entryText(entry, lang),
      ...(entry.result?.[lang] && { highlights: [entry.result[lang]] }),
    })),
    education: education.map((entry) => ({
      institution: entry.place,
      studyType: entry.title[lang],
      ...entryText(entry, lang),
    })),
    skills: skillCategories.map((category) => ({
      name: plainText(category.title[lang]),
      keywords: category.skills.map((skill) => skill.name),
    })),
    projects: projects.map((project) => projectEntry(project, lang)),
    languages: spokenLanguages(lang).map(({ name, level }) => ({ language: name, fluency: level })),
    interests: profile.interests[lang].map((name) => ({ name })),
    meta: { canonical: `${siteUrl}${resumeJsonPath(lang)}`, version: 'v1.0.0' },
  };
}
