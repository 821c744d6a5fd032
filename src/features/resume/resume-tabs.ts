/** The Parcours tabs, in order. The skills key is 'skill', as the spec says. */
export const resumeTabs = [
  { key: 'experience', label: 'Experience' },
  { key: 'education', label: 'Formation' },
  { key: 'skill', label: 'Compétences' },
  { key: 'about', label: 'Sur moi' },
] as const;

export type ResumeTabKey = (typeof resumeTabs)[number]['key'];
