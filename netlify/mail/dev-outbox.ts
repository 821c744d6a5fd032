/**
 * The dev outbox: with no Resend key on a developer's machine, a message is printed on the
 * console and kept in the local blob store ('mail-outbox'), so the contact form works offline.
 * It is only ever chosen when MAIL_DEV_OUTBOX is 'true', which netlify.toml sets for the dev
 * context alone.
 */
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { OutgoingMail } from './deliver.ts';

export const OUTBOX_STORE = 'mail-outbox';

export async function keepInOutbox(mail: OutgoingMail): Promise<string> {
  const keptAt = new Date().toISOString();
  const id = `${keptAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  await getStore(OUTBOX_STORE).setJSON(id, { ...mail, keptAt });
  console.info(
    [
      `[mail] dev outbox: message ${id} kept in the "${OUTBOX_STORE}" blob store, not sent`,
      `  From: ${mail.from}`,
      `  To: ${mail.to}`,
      `  Reply-To: ${mail.replyTo}`,
      `  Subject: ${mail.subject}`,
      '',
      mail.text.replace(/^/gm, '  '),
    ].join('\n'),
  );
  return id;
}
