import { experience } from '../../content/resume.ts';

export * from '../../content/resume.ts';

// A student with no experience yet: the Parcours and the CV show none, with no empty heading.
experience.splice(0);
