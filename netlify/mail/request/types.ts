/** Shapes the identifiers step, the templates, delivery and its transports share without importing one another. */
export type TemplateCheck =
  | { ok: true; variables: Record<string, string>; replyTo: string }
  | { ok: false; field: string | null; message: string };

export type MailTemplate = {
  id: string;
  /** All required. */
  variables: readonly string[];
  validate(params: Record<string, unknown>): TemplateCheck;
  nameVariable: string;
  subjectVariable: string;
  previewVariable: string;
  subject: string;
  text: string;
  html: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

export type Attachment = { filename: string; contentType: string; content: Uint8Array };

export type OutgoingMail = RenderedMail & {
  from: string;
  to: string;
  replyTo: string;
  attachments: Attachment[];
  /** One per kept message: a retry is delivered once. */
  idempotencyKey: string;
  /** The kept message's id: Resend's webhooks give it back (../observers/delivery-status.ts). */
  messageId: string;
};

/** `permanent`: the provider refused the key, the domain or the message; not retried until the owner acts. */
export type SendResult =
  | { ok: true; id: string }
  | { ok: false; permanent: boolean; reason: string; text: string; setup?: ProviderSetupProblem };

/** A refusal every message would meet (./setup.ts). */
export type ProviderSetupProblem = { cause: 'resend-key' | 'resend-sender'; detail: string };

export interface Transport {
  readonly name: 'resend' | 'outbox';
  send(mail: OutgoingMail): Promise<SendResult>;
}
