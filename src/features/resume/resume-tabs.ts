/**
 * The Parcours tabs, in order. The skills key is 'skill', as the spec says. 'Experience' is the
 * English word (no accent): marked so, screen readers pronounce it in English.
 */
export const resumeTabs = [
  { key: 'experience', label: 'Experience', lang: 'en' },
  { key: 'education', label: 'Formation' },
  { key: 'skill', label: 'Compétences' },
  { key: 'about', label: 'Sur moi' },
] as const;

export type ResumeTabKey = (typeof resumeTabs)[number]['key'];
