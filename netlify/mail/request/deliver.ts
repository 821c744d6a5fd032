/**
 * Which transport delivers: Resend with RESEND_API_KEY, within its shared daily quota
 * (./daily-budget.ts, each unit emitted for the owner's warnings); the dev outbox locally without it.
 */
import type { MailConfig } from './config.ts';
import { takeDailyBudget, type Budget, type QuotaUser } from './daily-budget.ts';
import { devOutbox } from './dev-outbox.ts';
import { emit } from './events.ts';
import { resendTransport } from './resend-transport.ts';
import { missingDeliverySettings } from './setup.ts';
import { blobsThrottleStore } from './throttle-store.ts';
import type { OutgoingMail, Transport } from './types.ts';

/** When the dev context leaves MAIL_TO unset. */
const OUTBOX_TO = 'owner@localhost';

export type Delivery = {
  transport: Transport;
  from: string;
  to: string;
  /** Before each attempt: a unit of `user`'s share of the daily quota, or when more opens. */
  takeBudget(now: number, user: QuotaUser): Promise<Budget>;
};

const unlimited = async (): Promise<Budget> => ({ ok: true, used: 0 });

/** Null while a setting it needs is missing (./setup.ts). */
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

/** With the settings in force now, so a fixed MAIL_FROM applies to retries. */
export const address = (delivery: Delivery, mail: Omit<OutgoingMail, 'from' | 'to'>): OutgoingMail => ({
  ...mail,
  from: delivery.from,
  to: delivery.to,
});
