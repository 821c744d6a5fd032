/**
 * `npm run inbox -- health`: the last self-test, the last delivery, 7 days of messages by state, a
 * broken setup's refusals and the alerts raised, each from its index or small record.
 */
import { selfTestKey, type SelfTest } from '../../observers/self-test-record.ts';
import { refusalsKey, type RefusalCounts } from '../../observers/setup-problems.ts';
import { dayKey } from '../../request/daily-budget.ts';
import { MESSAGE_STATES, type StoredMessage } from '../../request/message.ts';
import { columns, formatTime } from './format.ts';
import { listMessages, newestEntries } from './inbox.ts';
import type { OpenedStore } from './open-store.ts';
import { DAY_MS } from '../../request/throttle-store.ts';

const HEALTH_WINDOW_DAYS = 7;
/** Sent messages read looking for one reported delivered. */
const SENT_READ = 20;

export async function readHealth(
  { messages, alerts, health }: Pick<OpenedStore, 'messages' | 'alerts' | 'health'>,
  now: number,
) {
  const days = Array.from({ length: HEALTH_WINDOW_DAYS }, (_, back) => dayKey(now - back * DAY_MS));
  const since = (Math.floor(now / DAY_MS) - (HEALTH_WINDOW_DAYS - 1)) * DAY_MS;
  /** The days that have a record under `key(day)`, newest first. */
  const recorded = async <T>(key: (day: string) => string) =>
    (await Promise.all(days.map(async (day) => ({ day, value: (await health.read<T>(key(day)))?.value })))).filter(
      (record): record is { day: string; value: T } => record.value !== undefined,
    );
  const entries = await newestEntries(messages, MESSAGE_STATES, { since });
  const { messages: sent } = await listMessages(messages, { states: ['sent'], perPage: SENT_READ });
  const raised = (await alerts.all()).filter((alert) => Date.parse(alert.raisedAt) >= since);
  return {
    since: days.at(-1)!,
    selfTests: (await recorded<SelfTest>(selfTestKey)).map(({ value }) => value),
    /** Failing one reported delivered, the newest sent. */
    lastSent: sent.find((message) => message.delivery?.state === 'delivered') ?? sent[0] ?? null,
    messages: Object.fromEntries(
      MESSAGE_STATES.map((state) => [state, entries.filter((e) => e.state === state).length]),
    ),
    refusals: await recorded<RefusalCounts>(refusalsKey),
    alerts: raised.sort((a, b) => b.raisedAt.localeCompare(a.raisedAt)),
  };
}

const shownDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

function selfTestLine(test: SelfTest | undefined): string {
  if (!test) return 'none yet (on a deploy, the mail-self-test function runs hourly; MAIL_SELF_TEST=off turns it off)';
  const delivery = test.delivery ? `, ${test.delivery.state} ${formatTime(test.delivery.at)}` : '';
  const when =
    test.state === 'sent'
      ? `sent ${formatTime(test.sentAt)}${delivery}`
      : `${test.state} ${formatTime(test.updatedAt)}${test.error ? `: ${test.error}` : ''}`;
  return `${shownDay(test.day)}, ${when}`;
}

function lastDeliveredLine(last: StoredMessage | null): string {
  if (!last) return 'none';
  if (last.delivery?.state === 'delivered') return `${last.id}, delivered ${formatTime(last.delivery.at)}`;
  const delivery = last.delivery ? `, ${last.delivery.state}` : '';
  return `none reported (without the Resend webhook there are no reports); last sent: ${last.id}, ${formatTime(last.sentAt)}${delivery}`;
}

/** `3 sent, 1 failed`. */
const tally = (counts: Record<string, number>, shown: (entry: [string, number]) => string) =>
  Object.entries(counts).map(shown).join(', ');

/** A title beside its first line, or beside `none`. */
const listed = (title: string, lines: string[]) =>
  lines.length === 0 ? [[title, 'none']] : lines.map((line, index) => [index === 0 ? title : '', line]);

export function formatHealth(report: Awaited<ReturnType<typeof readHealth>>): string {
  const { selfTests, lastSent, messages, refusals, alerts } = report;
  const refused = refusals.map(
    ({ day, value }) => `${shownDay(day)}  ${tally(value, ([cause, n]) => `${cause} ${n}`)}`,
  );
  const raised = alerts.map(({ raisedAt, cause, detail, state, lastError }) => {
    return `${formatTime(raisedAt)}  ${cause}${detail ? ` (${detail})` : ''}  ${state}${lastError ? `: ${lastError}` : ''}`;
  });
  const rows = [
    ['Self-test:', selfTestLine(selfTests[0])],
    ['Last delivered:', lastDeliveredLine(lastSent)],
    ['Messages:', tally(messages, ([state, n]) => `${n} ${state}`)],
    ...listed('Setup refusals:', refused),
    ...listed('Alerts:', raised),
  ];
  return [`Mail health, ${shownDay(report.since)} to today (UTC days)`, ...columns(rows)].join('\n');
}
