import { languagePrefix, type Lang, type Localized } from './languages.ts';
import type { Profile } from './schema.ts';

/**
 * Who the site is about. Every value here is a placeholder to replace with the owner's own;
 * the pages, the CV PDFs and the page metadata all read from this folder. A value that reads
 * differently in each language is given in each (`{ fr, en }`). What each field holds: schema.ts.
 */
export type { LanguageLevel, Profile, Seeking } from './schema.ts';

export const profile: Profile = {
  name: 'Alex Martin',
  jobTitle: { fr: 'Étudiant en informatique', en: 'Computer science student' },
  age: { fr: '20 ans', en: '20 years old' },
  city: 'Lyon',
  nationality: { fr: 'Française', en: 'French' },
  phone: '+33 6 12 34 56 78',
  email: 'alex.martin@example.com',
  address: '12 rue de la République, 69002 Lyon',
  school: 'IUT Lyon 1 (Université Claude Bernard)',
  languages: [
    { name: { fr: 'Français', en: 'French' }, level: 'native' },
    { name: { fr: 'Anglais', en: 'English' }, level: 'B2' },
  ],
  interests: {
    fr: ['Programmation', 'Nouvelles technologies', 'Sport', 'Voyages'],
    en: ['Programming', 'New technologies', 'Sport', 'Travel'],
  },
  tagline: {
    fr: 'Je construis des applications web utiles, du C à Angular, testées et documentées.',
    en: 'I build useful web applications, from C to Angular, tested and documented.',
  },
  intro: {
    fr: "Passionné par le développement web et logiciel, je conçois des applications soignées, du C au front-end moderne, et j'aime apprendre au contact d'une équipe.",
    en: 'Passionate about web and software development, I build careful applications, from C to the modern front end, and I like learning alongside a team.',
  },
  motivation: {
    fr: "Curieux, rigoureux et à l'aise en équipe, j'aime comprendre un problème de bout en bout avant de le coder. Mon DUT et mon stage m'ont appris à livrer des projets concrets, testés et documentés, et à apprendre vite une nouvelle technologie.",
    en: 'Curious, rigorous and at ease in a team, I like to understand a problem from end to end before coding it. My DUT and my internship taught me to deliver concrete, tested and documented projects, and to learn a new technology fast.',
  },
  links: {
    github: 'https://github.com/alex-martin-exemple',
    linkedin: 'https://www.linkedin.com/in/alex-martin-exemple',
  },
  seeking: {
    kind: 'work-study',
    start: '2027-09',
    length: { fr: '24 mois', en: '24 months' },
    rhythm: { fr: "3 semaines à l'école, 1 mois en entreprise", en: '3 weeks at school, 1 month at work' },
    place: { fr: 'Lyon ou télétravail partiel', en: 'Lyon or partly remote' },
    programme: {
      diploma: {
        fr: 'Master informatique, parcours génie logiciel',
        en: "Master's in computer science, software engineering",
      },
      school: 'Université Claude Bernard Lyon 1',
    },
  },
};

const nativeLevel: Localized = { fr: 'langue maternelle', en: 'native' };

/** The languages spoken with their level, as the About tab, the CV and resume.json show them: 'Anglais (B2)'. */
export function spokenLanguages(
  lang: Lang,
  languages = profile.languages,
): { name: string; level: string; text: string }[] {
  return languages.map(({ name, level }) => {
    const shown = level === 'native' ? nativeLevel[lang] : level;
    return { name: name[lang], level: shown, text: `${name[lang]} (${shown})` };
  });
}

/** The CV's file name when downloaded: 'Alex-Martin-CV.pdf'. */
export const cvFileName = `${profile.name
  .split(/[^\p{L}\p{N}]+/u)
  .filter(Boolean)
  .join('-')}-CV.pdf`;

/** Where each language's CV PDF is served; the build makes them from this folder. */
export function cvPath(lang: Lang): string {
  return `${languagePrefix(lang)}/cv.pdf`;
}

/** Where each language's JSON Resume is served (`/resume.json`, `/en/resume.json`); the build makes them from this folder. */
export function resumeJsonPath(lang: Lang): string {
  return `${languagePrefix(lang)}/resume.json`;
}

/** The owner's contact card (vCard), in the default language; the contact page links it. */
export const contactCardPath = '/contact.vcf';

/** The phone number as a `tel:` link: digits and the leading +. */
export const phoneHref = `tel:${profile.phone.replace(/[^\d+]/g, '')}`;
