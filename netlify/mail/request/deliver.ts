/**
 * Which transport delivers: Resend when RESEND_API_KEY is set, within its daily quota, shared out
 * between the owner, the messages that waited and the visitors (./daily-budget.ts; each unit taken
 * or refused is emitted, ./events.ts, for the owner's warnings); the dev outbox when running
 * locally without it. Without either, nothing can be sent (./setup.ts).
 */
import type { MailConfig } from './config.ts';
import { takeDailyBudget, type Budget, type QuotaUser } from './daily-budget.ts';
import { devOutbox } from './dev-outbox.ts';
import { emit } from './events.ts';
import { resendTransport } from './resend-transport.ts';
import { missingDeliverySettings } from './setup.ts';
import { blobsThrottleStore } from './throttle-store.ts';
import type { OutgoingMail, Transport } from './types.ts';

/** The outbox's recipient when the dev context leaves MAIL_TO unset. */
const OUTBOX_TO = 'owner@localhost';

export type Delivery = {
  transport: Transport;
  from: string;
  to: string;
  /** Taken before each attempt: a unit of `user`'s share of the provider's daily quota, or when more opens. */
  takeBudget(now: number, user: QuotaUser): Promise<Budget>;
};

/** The dev outbox has no quota. */
const unlimited = async (): Promise<Budget> => ({ ok: true, used: 0 });

/** The transport that delivers, or null while a setting it needs is missing (./setup.ts names it). */
export function chooseDelivery(config: MailConfig): Delivery | null {
  if (missingDeliverySettings(config).length > 0) return null;
  if (config.resendApiKey && config.to) {
    return {
      transport: resendTransport(config.resendApiKey, config.sendTimeoutMs),
      from: config.from,
      to: config.to,
      takeBudget: async (now, user) => {
        const budget = await takeDailyBudget(blobsThrottleStore(), config.dailyLimit, now, user);
        await emit({ type: 'budget', budget, limit: config.dailyLimit }, now);
        return budget;
      },
    };
  }
  return { transport: devOutbox, from: config.from, to: config.to ?? OUTBOX_TO, takeBudget: unlimited };
}

/** Addresses a kept message with the settings in force now, so a fixed MAIL_FROM applies to retries. */
export const address = (delivery: Delivery, mail: Omit<OutgoingMail, 'from' | 'to'>): OutgoingMail => ({
  ...mail,
  from: delivery.from,
  to: delivery.to,
});
