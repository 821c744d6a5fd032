import { useMutation } from '@tanstack/react-query';
import { init, send } from '../../lib/mail-client/index.ts';
import { mailConfig } from '../../lib/mail-client/config.ts';
import type { ContactInput } from '../../shared/contact-schema.ts';
import { CHALLENGE_FIELD } from '../../shared/challenge.ts';
import type { HONEYPOT_FIELD } from '../../shared/honeypot.ts';
import type { Lang } from '../../content/languages.ts';

/** The form's fields, the page's language (for the owner's mail) and the honeypot. */
type OutgoingMessage = ContactInput & { language: Lang; [HONEYPOT_FIELD]: string };

// The mail API answers on the site's own origin unless VITE_MAIL_ORIGIN names another.
init({ publicKey: mailConfig.publicKey, ...(mailConfig.origin && { origin: mailConfig.origin }) });

/**
 * Sends the contact message through the EmailJS-compatible mail API, with a proof-of-work
 * solution from `takeSolution` when there is one. Without one it goes anyway: the mail API's
 * MAIL_CHALLENGE decides what becomes of it.
 */
export function useSendMessage(takeSolution: () => Promise<string | undefined>) {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: async (message: OutgoingMessage) => {
      const solution = await takeSolution();
      return send(mailConfig.serviceId, mailConfig.templateId, { ...message, ...(solution && { [CHALLENGE_FIELD]: solution }) });
    },
    onError: (error) => {
      // On failure the error goes to the console too, labelled with the mail service's name, for a developer.
      console.error('EmailJS:', error);
    },
  });
}
