/**
 * The id of a project page's case study, which 'Lire l'étude de cas' links to and the audience
 * beacon watches (src/lib/audience.ts). A module of its own, importing nothing, so the head script
 * takes this one string and none of the content.
 */
export const CASE_STUDY_ID = 'case-study';
