/**
 * The contact form's proof of work (ALTCHA): the widget fetches a challenge from CHALLENGE_PATH,
 * solves it with CHALLENGE_ALGORITHM, and puts its solution in the reserved parameter
 * CHALLENGE_FIELD (a form field for send-form, a template parameter for send). The mail API takes
 * it out before the template variables are checked: it is never a template variable.
 */
export const CHALLENGE_FIELD = 'altcha';
export const CHALLENGE_PATH = '/api/v1.0/challenge';
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
