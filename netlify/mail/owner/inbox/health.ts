/**
 * `npm run inbox -- health`: the last self-test, the last delivery, 7 days of messages by state, a
 * broken setup's refusals and the alerts raised, each from its index or small record.
 */
import { type Alert } from '../../observers/alerts/alert.ts';
import type { AlertStore } from '../../observers/alerts/alert-store.ts';
import { DAY_MS } from '../../request/config.ts';
import type { HealthStore } from '../../observers/health-store.ts';
import { hourEnd, newestFirst, SETTLED_STATES } from '../../request/message-index.ts';
import type { DeliveryStatus, MessageState, MessageStore } from '../../request/message-store.ts';
import { formatTime } from './format.ts';
import { selfTestKey, type SelfTest } from '../../observers/self-test-record.ts';
import { refusalsKey, type RefusalCounts } from '../../observers/setup-problems.ts';
import { dayKey } from '../../request/daily-budget.ts';

export const HEALTH_WINDOW_DAYS = 7;
/** Sent messages read looking for one reported delivered. */
const SENT_READ = 20;

export type HealthReport = {
  since: string;
  at: string;
  selfTest: { last: SelfTest | null; days: Pick<SelfTest, 'day' | 'state' | 'error'>[] };
  /** Failing a report, the newest sent. */
  lastDelivered: { id: string; receivedAt: string; sentAt: string | null; delivery: DeliveryStatus | null } | null;
  messages: Record<MessageState, number>;
  refusals: { day: string; counts: RefusalCounts }[];
  alerts: Pick<Alert, 'id' | 'cause' | 'detail' | 'count' | 'raisedAt' | 'state' | 'sentAt' | 'lastError'>[];
};

type Stores = { messages: MessageStore; alerts: AlertStore; health: HealthStore };

const daysOf = (now: number) => Array.from({ length: HEALTH_WINDOW_DAYS }, (_, back) => dayKey(now - back * DAY_MS));

async function messagesByState(messages: MessageStore, since: number): Promise<Record<MessageState, number>> {
  const counts = { pending: 0, held: 0, sent: 0, failed: 0 };
  for await (const page of messages.pendingPages())
    counts.pending += page.filter((entry) => entry.receivedAt >= since).length;
  for (const state of SETTLED_STATES) {
    const hours = (await messages.hours(state)).filter((hour) => hourEnd(hour) > since);
    for (const hour of hours)
      counts[state] += (await messages.entriesOfHour(state, hour)).filter((entry) => entry.receivedAt >= since).length;
  }
  return counts;
}

async function lastDelivered(messages: MessageStore): Promise<HealthReport['lastDelivered']> {
  const hours = (await messages.hours('sent')).sort().reverse();
  let newestSent: HealthReport['lastDelivered'] = null;
  let read = 0;
  for (const hour of hours) {
    for (const entry of (await messages.entriesOfHour('sent', hour)).sort(newestFirst)) {
      const message = (await messages.get(entry.id))?.message;
      if (!message || message.state !== 'sent') continue;
      const { id, receivedAt, sentAt, delivery = null } = message;
      const found = { id, receivedAt, sentAt, delivery };
      if (message.delivery?.state === 'delivered') return found;
      newestSent ??= found;
      if (++read >= SENT_READ) return newestSent;
    }
  }
  return newestSent;
}

export async function readHealth({ messages, alerts, health }: Stores, now: number): Promise<HealthReport> {
  const days = daysOf(now);
  const since = (Math.floor(now / DAY_MS) - (HEALTH_WINDOW_DAYS - 1)) * DAY_MS;
  const tests = (await Promise.all(days.map((day) => health.read<SelfTest>(selfTestKey(day))))).flatMap((kept) =>
    kept ? [kept.value] : [],
  );
  const refusals = (
    await Promise.all(
      days.map(async (day) => ({ day, counts: (await health.read<RefusalCounts>(refusalsKey(day)))?.value })),
    )
  ).flatMap(({ day, counts }) => (counts ? [{ day, counts }] : []));
  const raised = (await alerts.all())
    .filter((alert) => Date.parse(alert.raisedAt) >= since)
    .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt))
    .map(({ id, cause, detail = null, count, raisedAt, state, sentAt, lastError }) => {
      return { id, cause, detail, count, raisedAt, state, sentAt, lastError };
    });
  return {
    since: days.at(-1)!,
    at: new Date(now).toISOString(),
    selfTest: { last: tests[0] ?? null, days: tests.map(({ day, state, error }) => ({ day, state, error })) },
    lastDelivered: await lastDelivered(messages),
    messages: await messagesByState(messages, since),
    refusals,
    alerts: raised,
  };
}

const shownDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

function selfTestLine(test: SelfTest | null): string {
  if (!test) return 'none yet (on a deploy, the mail-self-test function runs hourly; MAIL_SELF_TEST=off turns it off)';
  const delivery = test.delivery ? `, ${test.delivery.state} ${formatTime(test.delivery.at)}` : '';
  const when =
    test.state === 'sent'
      ? `sent ${formatTime(test.sentAt)}${delivery}`
      : `${test.state} ${formatTime(test.updatedAt)}${test.error ? `: ${test.error}` : ''}`;
  return `${shownDay(test.day)}, ${when}`;
}

function lastDeliveredLine(last: HealthReport['lastDelivered']): string {
  if (!last) return 'none';
  if (last.delivery?.state === 'delivered') return `${last.id}, delivered ${formatTime(last.delivery.at)}`;
  return `none reported (without the Resend webhook there are no reports); last sent: ${last.id}, ${formatTime(last.sentAt)}${last.delivery ? `, ${last.delivery.state}` : ''}`;
}

export function formatHealth(report: HealthReport): string {
  const { selfTest, lastDelivered: last, messages, refusals, alerts } = report;
  const lines = [
    `Mail health, ${shownDay(report.since)} to today (UTC days)`,
    `Self-test:       ${selfTestLine(selfTest.last)}`,
    `Last delivered:  ${lastDeliveredLine(last)}`,
    `Messages:        ${Object.entries(messages)
      .map(([state, count]) => `${count} ${state}`)
      .join(', ')}`,
    `Setup refusals:${refusals.length === 0 ? '  none' : ''}`,
    ...refusals.map(
      ({ day, counts }) =>
        `  ${shownDay(day)}  ${Object.entries(counts)
          .map(([cause, count]) => `${cause} ${count}`)
          .join(', ')}`,
    ),
    `Alerts:${alerts.length === 0 ? '          none' : ''}`,
    ...alerts.map(
      (alert) =>
        `  ${formatTime(alert.raisedAt)}  ${alert.cause}${alert.detail ? ` (${alert.detail})` : ''}  ${alert.state}${alert.lastError ? `: ${alert.lastError}` : ''}`,
    ),
  ];
  return lines.join('\n');
}
