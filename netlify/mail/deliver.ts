/**
 * Which transport delivers: Resend when RESEND_API_KEY is set; the dev outbox when running
 * locally without it; otherwise none, and the API answers 503 rather than pretend.
 */
import { notConfigured, type MailConfig } from './config.ts';
import { devOutbox } from './dev-outbox.ts';
import { resendTransport } from './resend-transport.ts';
import type { OutgoingMail, Transport } from './types.ts';

/** Placeholders for the outbox when the dev context leaves MAIL_FROM / MAIL_TO unset. */
const OUTBOX_FROM = 'Portfolio <portfolio@localhost>';
const OUTBOX_TO = 'owner@localhost';

export type Delivery = { transport: Transport; from: string; to: string };

/** Fails before any other work when no transport can deliver. */
export function chooseDelivery(config: MailConfig): Delivery {
  if (config.resendApiKey) {
    if (!config.from || !config.to) throw notConfigured('RESEND_API_KEY set but MAIL_FROM or MAIL_TO missing');
    return { transport: resendTransport(config.resendApiKey, config.sendTimeoutMs), from: config.from, to: config.to };
  }
  if (config.devOutbox) return { transport: devOutbox, from: config.from ?? OUTBOX_FROM, to: config.to ?? OUTBOX_TO };
  throw notConfigured('no RESEND_API_KEY');
}

/** Addresses a kept message with the settings in force now, so a fixed MAIL_FROM applies to retries. */
export const address = (delivery: Delivery, mail: Omit<OutgoingMail, 'from' | 'to'>): OutgoingMail => ({
  ...mail,
  from: delivery.from,
  to: delivery.to,
});
