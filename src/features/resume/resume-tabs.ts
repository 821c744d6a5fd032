import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';

/** The Parcours tabs, in order (their texts are in src/content/ui.ts). The skills key is 'skill', as the site's addresses and tests name it. */
export const resumeTabs = ['experience', 'education', 'skill', 'about'] as const;

export type ResumeTabKey = (typeof resumeTabs)[number];

const entryCount: Record<ResumeTabKey, number> = {
  experience: experience.length,
  education: education.length,
  skill: skillCategories.length,
  about: 1,
};

/** The tabs the page shows: one whose list the owner left empty (no experience yet) has none. */
export const shownResumeTabs = resumeTabs.filter((key) => entryCount[key] > 0);
