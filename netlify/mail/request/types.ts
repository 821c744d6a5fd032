/**
 * The shapes the mail API's modules share: templates, rendered mail, attachments and what a
 * transport answers. Kept apart so that the catalog and its templates, and delivery and its
 * transports, each import this module rather than one another.
 */

export type TemplateCheck =
  | { ok: true; variables: Record<string, string>; replyTo: string }
  | { ok: false; field: string | null; message: string };

export type MailTemplate = {
  id: string;
  /** Every variable the template accepts; all are required. */
  variables: readonly string[];
  validate(params: Record<string, unknown>): TemplateCheck;
  /** The variables the owner's inbox and digest show as the sender's name and the message's subject. */
  nameVariable: string;
  subjectVariable: string;
  /** The variable whose first words the digest of held messages quotes. */
  previewVariable: string;
  subject: string;
  text: string;
  html: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** A file a visitor sent with the form, kept and delivered byte for byte. */
export type Attachment = { filename: string; contentType: string; content: Uint8Array };

/** A rendered mail addressed and ready for a transport. */
export type OutgoingMail = RenderedMail & {
  from: string;
  to: string;
  replyTo: string;
  attachments: Attachment[];
  /** One per kept message: a retry of the same message is delivered once. */
  idempotencyKey: string;
  /** The kept message's id: Resend's webhooks give it back (../observers/delivery-status.ts). */
  messageId: string;
};

/**
 * What a transport made of one attempt. A transient failure (provider busy, down, slow,
 * unreachable) is worth retrying; a permanent one (the provider refused the key, the domain or
 * the message) is not until the owner acts.
 */
export type SendResult =
  | { ok: true; id: string }
  | { ok: false; permanent: boolean; reason: string; text: string; setup?: ProviderSetupProblem };

/** A refusal that every message would meet: the provider refuses the key or the sender (./setup.ts). */
export type ProviderSetupProblem = { cause: 'resend-key' | 'resend-sender'; detail: string };

export interface Transport {
  readonly name: 'resend' | 'outbox';
  send(mail: OutgoingMail): Promise<SendResult>;
}
