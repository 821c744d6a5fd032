import { profile } from '../../content/profile.ts';

export * from '../../content/profile.ts';

// Another owner. Changed in place, as every other change of this set.
profile.name = 'Camille Nguyen';
