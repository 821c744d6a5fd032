/**
 * `/resume.json` and `/en/resume.json`: the profile as a JSON Resume 1.0 document
 * (https://jsonresume.org/schema), which resume themes, applicant-tracking systems and agents read.
 */
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

/** The JSON Resume fields this site fills; the schema allows any other. */
export type JsonResume = {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url: string;
    summary: string;
    location: { address: string; city: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: (Dates & { name: string; position: string; summary: string; highlights?: string[] })[];
  education: (Dates & { institution: string; studyType: string; summary: string })[];
  skills: { name: string; keywords: string[] }[];
  projects: (Dates & {
    name: string;
    description: string;
    url: string;
    keywords: string[];
    type: string;
    entity?: string;
    highlights?: string[];
    roles?: string[];
  })[];
  languages: { language: string; fluency: string }[];
  interests: { name: string }[];
  meta: { canonical: string; version: string };
};

type Dates = { startDate?: string; endDate?: string };

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The profile's links as JSON Resume's profiles: the network, the user name (the URL's last segment), the URL. */
export function socialProfiles(): JsonResume['basics']['profiles'] {
  return Object.entries({ GitHub: profile.links.github, LinkedIn: profile.links.linkedin }).map(([network, url]) => ({
    network,
    username: new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '',
    url,
  }));
}

function projectEntry(project: Project, lang: Lang): JsonResume['projects'][number] {
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
export function jsonResume(lang: Lang): JsonResume {
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
