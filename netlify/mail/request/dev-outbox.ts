/**
 * The dev outbox: with no Resend key on a developer's machine, a message is printed on the
 * console instead of sent, and stays in the local message store (`npm run inbox` lists it), so
 * the contact form works offline. It is only ever chosen when MAIL_DEV_OUTBOX is 'true', which
 * netlify.toml sets for the dev context alone.
 */
import type { OutgoingMail, SendResult, Transport } from './types.ts';

/** The provider id the outbox gives what it keeps. */
const ID_PREFIX = 'outbox:';

/** Whether a kept message went to the dev outbox: kept locally, never sent. */
export const keptByDevOutbox = (message: { providerId: string | null }) =>
  message.providerId?.startsWith(ID_PREFIX) ?? false;

export const devOutbox: Transport = {
  name: 'outbox',
  async send(mail: OutgoingMail): Promise<SendResult> {
    const files = mail.attachments.map(
      (file) => `  Attachment: ${file.filename} (${file.contentType}, ${file.content.byteLength} bytes)`,
    );
    console.info(
      [
        `[mail] dev outbox: message ${mail.idempotencyKey}, printed here, not sent`,
        `  From: ${mail.from}`,
        `  To: ${mail.to}`,
        `  Reply-To: ${mail.replyTo}`,
        `  Subject: ${mail.subject}`,
        ...files,
        '',
        mail.text.replace(/^/gm, '  '),
      ].join('\n'),
    );
    return { ok: true, id: `${ID_PREFIX}${mail.idempotencyKey}` };
  },
};
