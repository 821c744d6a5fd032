import { useMutation } from '@tanstack/react-query';
import { init, send } from '../../lib/mail-client';
import { mailConfig } from '../../lib/mail-client/config';
import type { ContactInput } from '../../shared/contact-schema';
import type { HONEYPOT_FIELD } from '../../shared/honeypot';
import type { Lang } from '../../content/languages';

/** The form's fields, the page's language (for the owner's mail) and the honeypot. */
type OutgoingMessage = ContactInput & { language: Lang; [HONEYPOT_FIELD]: string };

// The mail API answers on the site's own origin unless VITE_MAIL_ORIGIN names another.
init({ publicKey: mailConfig.publicKey, ...(mailConfig.origin && { origin: mailConfig.origin }) });

/** Sends the contact message through the EmailJS-compatible mail API. */
export function useSendMessage() {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: (message: OutgoingMessage) => send(mailConfig.serviceId, mailConfig.templateId, message),
    onError: (error) => {
      // The spec's failure path: the error goes to the console, labelled with the mail service's name.
      console.error('EmailJS:', error);
    },
  });
}
