/**
 * The site's own pages sending a public key unlike MAIL_PUBLIC_KEY (built before the key changed)
 * fail every visitor, and the owner is told. But any script can claim to be those pages (a forged
 * Origin), and the key it sends is its own text. So:
 * - the alert waits for refusals from KEY_REFUSING_CLIENTS clients (../request/client-ip.ts) within an
 *   hour: one address repeating itself is not a broken build;
 * - it quotes nothing a request sent: the count, and MAIL_PUBLIC_KEY's own value;
 * - it is raised once per KEY_ALERT_HOURS of the UTC day, not once a day: a forged burst takes its
 *   own window's alert and leaves the later ones to a real burst, and a bot raises a few a day.
 * The clients of the last hour are kept, hashed, in one note of the alert store. An instance asks
 * the store about a client once per NOTE_EVERY_MS, and no more once its window's alert is raised,
 * so a flood costs a few calls. Without MAIL_ALERT_URL nothing here runs; nothing here throws.
 */
import { createHash } from 'node:crypto';
import { blobsAlertStore, type AlertStore } from './alerts/alert-store.ts';
import { channelOf, log, raiseAlert, raisedAlready } from './alerts/raise.ts';
import { BoundedMap } from '../request/bounded-map.ts';
import { clientOf } from '../request/client-ip.ts';
import { dayKey } from '../request/daily-budget.ts';

/** Clients refused within the hour before the owner is told. */
export const KEY_REFUSING_CLIENTS = 3;
/** The alert's windows: four a day. */
export const KEY_ALERT_HOURS = 6;
const HOUR_MS = 60 * 60 * 1000;
const NOTE_EVERY_MS = 5 * 60 * 1000;
const NOTE = 'public-key-refusals';

/** A client's hash and the time of its last refusal. */
type Refusals = Record<string, number>;

/** The clients this instance noted, and when: what it asks the store about, and its own count when the store fails. */
const notedHere = new BoundedMap<string, number>(1000);

/** `20260305T12`: the window of the day `now` falls in. */
function windowOf(now: number): string {
  const firstHour = Math.floor(new Date(now).getUTCHours() / KEY_ALERT_HOURS) * KEY_ALERT_HOURS;
  return `${dayKey(now)}T${String(firstHour).padStart(2, '0')}`;
}

/** The newest refusals of the last hour, one per client, the most that matter. */
function lastHour(refusals: Refusals, now: number): Refusals {
  const recent = Object.entries(refusals).filter(([, at]) => now - at < HOUR_MS);
  return Object.fromEntries(recent.sort(([, a], [, b]) => b - a).slice(0, KEY_REFUSING_CLIENTS));
}

/** Adds the client to the store's note by compare-and-set: how many clients were refused within the hour. */
async function clientsInTheHour(store: AlertStore, client: string, now: number): Promise<number> {
  let clients = 1;
  for (let race = 0; race < 5; race++) {
    const read = await store.readNote<Refusals>(NOTE);
    const refusals = lastHour({ ...read?.value, [client]: now }, now);
    clients = Object.keys(refusals).length;
    if (await store.writeNote(NOTE, refusals, read?.etag ?? null)) break;
  }
  return clients;
}

/** A send refused for the key the site's own pages would send: noted, and told once enough clients agree. */
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
  const clients = await clientsInTheHour(store, client, now).catch((error: unknown) => {
    log({ note: NOTE, error: String(error) });
    return Object.keys(lastHour(Object.fromEntries(notedHere), now)).length;
  });
  if (clients >= KEY_REFUSING_CLIENTS) await raiseAlert({ ...raised, count: clients }, now, store);
}

/** A new instance's state: tests start each case with it. */
export const forgetKeyRefusals = () => notedHere.clear();
