/**
 * Which transport delivers: Resend when RESEND_API_KEY is set, within its daily quota, shared out
 * between the owner, the messages that waited and the visitors (./daily-budget.ts; the owner is
 * warned at 80 % of it and alerted when a share is spent for the day); the dev
 * outbox when running locally without it. Without either, nothing can be sent
 * (./setup-problems.ts).
 */
import { dayKey } from './alerts/alert.ts';
import { raiseAlert } from './alerts/raise.ts';
import { DAY_MS, type MailConfig } from './config.ts';
import { takeDailyBudget, type Budget, type QuotaUser } from './daily-budget.ts';
import { devOutbox } from './dev-outbox.ts';
import { resendTransport } from './resend-transport.ts';
import { missingDeliverySettings } from './setup-problems.ts';
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

/** The share of the daily limit past which the owner is warned, before visitors wait. */
const BUDGET_WARNING_SHARE = 0.8;

/** The transport that delivers, or null while a setting it needs is missing (./setup-problems.ts names it). */
export function chooseDelivery(config: MailConfig): Delivery | null {
  if (missingDeliverySettings(config).length > 0) return null;
  if (config.resendApiKey && config.to) {
    return {
      transport: resendTransport(config.resendApiKey, config.sendTimeoutMs),
      from: config.from,
      to: config.to,
      takeBudget: async (now, user) => {
        const budget = await takeDailyBudget(blobsThrottleStore(), config.dailyLimit, now, user);
        if (!budget.ok) {
          // Within the day, a share opens again hourly: only a share spent for the day is news.
          if (budget.reopensAt >= now - (now % DAY_MS) + DAY_MS) await raiseAlert({ cause: 'budget-spent', count: config.dailyLimit, day: dayKey(now) }, now);
        } else if (config.dailyLimit > 0 && budget.used >= Math.ceil(config.dailyLimit * BUDGET_WARNING_SHARE)) {
          await raiseAlert({ cause: 'budget-low', count: budget.used, detail: String(config.dailyLimit), day: dayKey(now) }, now);
        }
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
