/** Skills by category. `icon` names an icon in src/features/resume/skill-icons.tsx. */
export type SkillIcon =
  | 'c' | 'java' | 'html5' | 'css3' | 'javascript' | 'typescript' | 'php' | 'angular' | 'tailwind'
  | 'androidstudio' | 'docker' | 'figma' | 'git' | 'github' | 'mysql' | 'firebase' | 'linux';

export type Skill = { name: string; icon: SkillIcon };
export type SkillCategory = { title: string; skills: Skill[] };

export const skillCategories: SkillCategory[] = [
  { title: 'Langages de programmation', skills: [{ name: 'C', icon: 'c' }, { name: 'Java', icon: 'java' }] },
  {
    title: 'Langages web',
    skills: [
      { name: 'HTML5', icon: 'html5' },
      { name: 'CSS3', icon: 'css3' },
      { name: 'JavaScript', icon: 'javascript' },
      { name: 'TypeScript', icon: 'typescript' },
      { name: 'PHP', icon: 'php' },
    ],
  },
  {
    title: 'Frameworks',
    skills: [
      { name: 'Angular', icon: 'angular' },
      { name: 'Tailwind CSS', icon: 'tailwind' },
    ],
  },
  { title: 'Mobile', skills: [{ name: 'Android Studio', icon: 'androidstudio' }] },
  { title: 'Virtualisation', skills: [{ name: 'Docker', icon: 'docker' }] },
  { title: 'UI/UX', skills: [{ name: 'Figma', icon: 'figma' }] },
  {
    title: 'Versioning',
    skills: [
      { name: 'Git', icon: 'git' },
      { name: 'GitHub', icon: 'github' },
    ],
  },
  {
    title: 'Bases de données',
    skills: [
      { name: 'MySQL', icon: 'mysql' },
      { name: 'Firebase', icon: 'firebase' },
    ],
  },
  { title: "Systèmes d'exploitation", skills: [{ name: 'Linux', icon: 'linux' }] },
];
