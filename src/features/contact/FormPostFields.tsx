import type { Lang } from '../../content/languages.ts';
import { mailConfig } from '../../lib/mail/config.ts';
import { VISITOR_LANGUAGE } from '../../shared/contact-schema.ts';
import { PARAM, SEND_FORM_PATH } from '../../shared/emailjs-wire.ts';

/**
 * Until the app runs, or when it never does, the form posts by itself: urlencoded, in the
 * request's body, to the mail API's send-form, which answers a browser's navigation with a page
 * (netlify/mail/request/form-navigation.ts). Once the app runs, it sends instead and these go unused.
 */
export const FORM_POST_ACTION = `${mailConfig.origin}${SEND_FORM_PATH}`;

/** What the app adds to each of its sends, as hidden fields: the public identifiers and the page's language. */
export function FormPostFields({ lang }: { lang: Lang }) {
  const fields = {
    [PARAM.userId]: mailConfig.publicKey,
    [PARAM.serviceId]: mailConfig.serviceId,
    [PARAM.templateId]: mailConfig.templateId,
    [VISITOR_LANGUAGE]: lang,
  };
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
