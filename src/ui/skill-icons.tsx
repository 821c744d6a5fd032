import type { IconType } from 'react-icons';
import { FaJava } from 'react-icons/fa';
import {
  SiAndroidstudio,
  SiAngular,
  SiC,
  SiCss,
  SiDocker,
  SiFigma,
  SiFirebase,
  SiGit,
  SiGithub,
  SiHtml5,
  SiJavascript,
  SiLinux,
  SiMysql,
  SiPhp,
  SiTailwindcss,
  SiTypescript,
} from 'react-icons/si';
import type { SkillIcon } from '../content/skills.ts';

export type SkillIcons = Record<SkillIcon, IconType>;

/** The icon of each skill named in src/content/skills.ts. */
export const skillIcons: SkillIcons = {
  c: SiC,
  java: FaJava,
  html5: SiHtml5,
  css3: SiCss,
  javascript: SiJavascript,
  typescript: SiTypescript,
  php: SiPhp,
  angular: SiAngular,
  tailwind: SiTailwindcss,
  androidstudio: SiAndroidstudio,
  docker: SiDocker,
  figma: SiFigma,
  git: SiGit,
  github: SiGithub,
  mysql: SiMysql,
  firebase: SiFirebase,
  linux: SiLinux,
};
