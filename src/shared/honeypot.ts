/**
 * The contact form's honeypot: a field hidden from people (visually hidden, out of the tab order,
 * `autocomplete="off"`) that only bots fill in. The mail API accepts it as a template variable
 * and, when it is not empty, answers 200 'OK' without sending anything.
 */
export const HONEYPOT_FIELD = 'website';
