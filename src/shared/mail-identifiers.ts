/**
 * What the contact form sends to name its mail, on the EmailJS wire: the one service and template
 * the mail function defines (netlify/mail/request/identifiers.ts), and the public key both sides agree on.
 * The key is public (built into every page): it tells this site's form from a stray caller and
 * guards nothing. MAIL_PUBLIC_KEY changes it, read by the build and by the function alike.
 */
export const SERVICE_ID = 'service_portfolio';
export const TEMPLATE_ID = 'template_contact';
export const DEFAULT_PUBLIC_KEY = 'pk_portfolio';

/** The public key for an environment: MAIL_PUBLIC_KEY, or the default when it is unset or blank. */
export const publicKeyOf = (env: Record<string, string | undefined>): string =>
  env.MAIL_PUBLIC_KEY?.trim() || DEFAULT_PUBLIC_KEY;
