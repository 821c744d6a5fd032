/**
 * The site's own pages sending a key unlike MAIL_PUBLIC_KEY fail every visitor, but any script can
 * claim those pages and send any key. So the alert waits for KEY_REFUSING_CLIENTS clients within an
 * hour, quotes only the count and MAIL_PUBLIC_KEY, and comes once per KEY_ALERT_HOURS of the day: a
 * forged burst takes its window's alert, not a real one's. The hour's clients are one hashed note;
 * an instance asks the store about a client once per NOTE_EVERY_MS, so a flood costs a few calls.
 */
import { createHash } from 'node:crypto';
import { blobsAlertStore, type AlertStore } from './alerts/alert-store.ts';
import { channelOf, raiseAlert, raisedAlready } from './alerts/raise.ts';
import { BoundedMap } from '../request/bounded-map.ts';
import { clientOf } from '../request/client-ip.ts';
import { dayKey } from '../request/daily-budget.ts';
import { noteEntry, sharedOrOwn, updateWithRetry } from '../request/store-call.ts';

export const KEY_REFUSING_CLIENTS = 3;
/** Four windows a day. */
export const KEY_ALERT_HOURS = 6;
const HOUR_MS = 60 * 60 * 1000;
const NOTE_EVERY_MS = 5 * 60 * 1000;
const NOTE = 'public-key-refusals';

type Refusals = Record<string, number>;

/** Also the instance's own count when the store fails. */
const notedHere = new BoundedMap<string, number>(1000);

/** `20260305T12`. */
function windowOf(now: number): string {
  const firstHour = Math.floor(new Date(now).getUTCHours() / KEY_ALERT_HOURS) * KEY_ALERT_HOURS;
  return `${dayKey(now)}T${String(firstHour).padStart(2, '0')}`;
}

/** The newest of the last hour, one per client, as many as matter. */
function lastHour(refusals: Refusals, now: number): Refusals {
  const recent = Object.entries(refusals).filter(([, at]) => now - at < HOUR_MS);
  return Object.fromEntries(recent.sort(([, a], [, b]) => b - a).slice(0, KEY_REFUSING_CLIENTS));
}

/** How many clients were refused within the hour, this one added. */
async function clientsInTheHour(store: AlertStore, client: string, now: number): Promise<number> {
  const add = (refusals?: Refusals) => {
    const recent = lastHour({ ...refusals, [client]: now }, now);
    return { value: recent, answer: Object.keys(recent).length };
  };
  return (await updateWithRetry(noteEntry<Refusals>(store, NOTE), add, 5)).answer;
}

export async function noteKeyRefusal(
  ip: string | undefined,
  expected: string,
  now = Date.now(),
  store: AlertStore = blobsAlertStore(),
): Promise<void> {
  if (!channelOf()) return;
  const raised = { cause: 'public-key', detail: `"${expected}"`, day: windowOf(now) } as const;
  if (raisedAlready(raised)) return;
  const client = createHash('sha256').update(clientOf(ip)).digest('hex').slice(0, 32);
  if (now - (notedHere.get(client) ?? -Infinity) < NOTE_EVERY_MS) return;
  notedHere.set(client, now);
  const clients = await sharedOrOwn(
    'mail-alert',
    'instance',
    () => clientsInTheHour(store, client, now),
    () => Object.keys(lastHour(Object.fromEntries(notedHere), now)).length,
  );
  if (clients >= KEY_REFUSING_CLIENTS) await raiseAlert({ ...raised, count: clients }, now, store);
}

/** A new instance's state: tests start each case with it. */
export const forgetKeyRefusals = () => notedHere.clear();
