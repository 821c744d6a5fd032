/** The Parcours tabs, in order (their texts are in src/content/ui.ts). The skills key is 'skill', as the site's addresses and tests name it. */
export const resumeTabs = ['experience', 'education', 'skill', 'about'] as const;

export type ResumeTabKey = (typeof resumeTabs)[number];
