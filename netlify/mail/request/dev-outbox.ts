/**
 * Without a Resend key on a developer's machine (MAIL_DEV_OUTBOX, set for the dev context alone), a
 * message is printed instead of sent and stays in the local store, so the form works offline.
 */
import type { OutgoingMail, SendResult, Transport } from './types.ts';

const ID_PREFIX = 'outbox:';

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
