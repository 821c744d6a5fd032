import { useMutation } from '@tanstack/react-query';
import { sendMail } from '../../lib/mail/send-mail.ts';
import type { ContactInput } from '../../shared/contact-schema.ts';
import { CHALLENGE_FIELD } from '../../shared/challenge.ts';
import { LINK_FIELD } from '../../shared/audience.ts';
import { countEvent } from '../../lib/audience.ts';
import type { HONEYPOT_FIELD } from '../../shared/honeypot.ts';
import type { Lang } from '../../content/languages.ts';

/** The form's fields, the page's language (for the owner's mail) and the honeypot. */
type OutgoingMessage = ContactInput & { language: Lang; [HONEYPOT_FIELD]: string };

/**
 * Sends the contact message through the EmailJS-compatible mail API, with a proof-of-work
 * solution from `takeSolution` when there is one, and the application link of the visit if any. Without one it goes anyway: the mail API's
 * MAIL_CHALLENGE decides what becomes of it.
 */
export function useSendMessage(takeSolution: () => Promise<string | undefined>) {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: async (message: OutgoingMessage) => {
      const solution = await takeSolution();
      // The application link the visitor came by today, if the audience beacon answered one.
      const via = window.audienceVia;
      return sendMail({
        ...message,
        ...(solution && { [CHALLENGE_FIELD]: solution }),
        ...(via && { [LINK_FIELD]: via }),
      });
    },
    onSuccess: () => countEvent('message'),
    onError: (error) => {
      // On failure the error goes to the console too, labelled with the mail service's name, for a developer.
      console.error('EmailJS:', error);
    },
  });
}
