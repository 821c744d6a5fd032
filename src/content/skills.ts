import type { SkillCategory } from './schema.ts';

/** Skills by category. `icon` names an icon in src/ui/skill-icons.tsx, one of schema.ts's `skillIcons`. */
export type { Skill, SkillCategory, SkillIcon } from './schema.ts';

export const skillCategories: SkillCategory[] = [
  {
    title: { fr: 'Langages de programmation', en: 'Programming languages' },
    skills: [
      { name: 'C', icon: 'c' },
      { name: 'Java', icon: 'java' },
    ],
  },
  {
    title: { fr: 'Langages web', en: 'Web languages' },
    skills: [
      { name: 'HTML5', icon: 'html5' },
      { name: 'CSS3', icon: 'css3' },
      { name: 'JavaScript', icon: 'javascript' },
      { name: 'TypeScript', icon: 'typescript' },
      { name: 'PHP', icon: 'php' },
    ],
  },
  {
    title: { fr: 'Frameworks', en: 'Frameworks' },
    skills: [
      { name: 'Angular', icon: 'angular' },
      { name: 'Tailwind CSS', icon: 'tailwind' },
    ],
  },
  { title: { fr: 'Mobile', en: 'Mobile' }, skills: [{ name: 'Android Studio', icon: 'androidstudio' }] },
  { title: { fr: 'Virtualisation', en: 'Virtualisation' }, skills: [{ name: 'Docker', icon: 'docker' }] },
  { title: { fr: 'UI/UX', en: 'UI/UX' }, skills: [{ name: 'Figma', icon: 'figma' }] },
  {
    // The English word, as French developers say it.
    title: { fr: [{ text: 'Versioning', lang: 'en' }], en: 'Versioning' },
    skills: [
      { name: 'Git', icon: 'git' },
      { name: 'GitHub', icon: 'github' },
    ],
  },
  {
    title: { fr: 'Bases de données', en: 'Databases' },
    skills: [
      { name: 'MySQL', icon: 'mysql' },
      { name: 'Firebase', icon: 'firebase' },
    ],
  },
  { title: { fr: "Systèmes d'exploitation", en: 'Operating systems' }, skills: [{ name: 'Linux', icon: 'linux' }] },
];
