/** A kept message as the store holds it, for tests that seed a store directly. */
import type { StoredMessage } from '../request/message-store.ts';

export function storedMessage(id: string, receivedAt: string, overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id,
    state: 'pending',
    receivedAt,
    queuedAt: receivedAt,
    updatedAt: receivedAt,
    templateId: 'template_contact',
    email: 'jeanne.martin@example.org',
    subject: 'Stage de développement',
    preview: 'Bonjour, je souhaiterais échanger avec vous.',
    digestId: null,
    mail: {
      subject: '[Portfolio] Stage de développement — Jeanne Martin',
      text: 'Nom : Jeanne Martin\n\nBonjour,\nJe souhaiterais échanger avec vous.',
      html: '<p>Bonjour,</p>',
      replyTo: 'jeanne.martin@example.org',
    },
    attachments: [],
    idempotencyKey: `message/${id}`,
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    leaseUntil: null,
    sentAt: null,
    providerId: null,
    ...overrides,
  };
}
