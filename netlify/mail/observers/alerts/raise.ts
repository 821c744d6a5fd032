/**
 * Raising and sending alerts: kept (./alert-store.ts), tried at once, and retried by the alert pass
 * (sendDueAlerts) like a message; each attempt claims it with a lease by compare-and-set, so only one sender sends.
 * Without MAIL_ALERT_URL nothing runs. Nothing throws: an alert must never break the mail it is about.
 */
import { BoundedMap } from '../../request/bounded-map.ts';
import { readMailConfig } from '../../request/config.ts';
import { RETRY_MAX_AGE_MS, retryDelayMs } from '../../request/attempts.ts';
import { alertId, newAlert, notice, type Alert, type RaisedAlert } from './alert.ts';
import { blobsAlertStore, type AlertStore, type VersionedAlert } from './alert-store.ts';
import { sendAlert, type AlertChannel } from './channel.ts';

/** Beyond the channel's timeout, the time an attempt may take to record its outcome. */
const LEASE_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();
const log = (fields: Record<string, unknown>) => console.error(JSON.stringify({ event: 'mail-alert', ...fields }));

/** A cause raised on every request (the spent budget) costs one store write per instance. */
const raisedHere = new BoundedMap<string, true>(1000);

export function channelOf(): { channel: AlertChannel; minDelayMs: number } | null {
  const { alert, retry } = readMailConfig();
  return alert.url ? { channel: { url: alert.url, secret: alert.secret }, ...retry } : null;
}

/** The alert's state after one attempt, or null if another sender has it. */
async function attemptAlert(store: AlertStore, kept: VersionedAlert, now: number): Promise<Alert['state'] | null> {
  const settings = channelOf();
  if (!settings) return null;
  const claimed: Alert = { ...kept.alert, attempts: kept.alert.attempts + 1, leaseUntil: iso(now + LEASE_MS) };
  const etag = await store.replace(kept, claimed);
  if (!etag) return null;
  const error = await sendAlert(notice(claimed), settings.channel, now);
  const after = Date.now();
  const done: Alert = error
    ? after - Date.parse(claimed.raisedAt) >= RETRY_MAX_AGE_MS
      ? { ...claimed, state: 'failed', lastError: error, leaseUntil: null, nextAttemptAt: null }
      : {
          ...claimed,
          lastError: error,
          leaseUntil: null,
          nextAttemptAt: iso(after + retryDelayMs(claimed.attempts, settings.minDelayMs)),
        }
    : { ...claimed, state: 'sent', sentAt: iso(after), lastError: null, leaseUntil: null, nextAttemptAt: null };
  if (error) log({ alert: claimed.id, attempt: claimed.attempts, error });
  await store.replace({ alert: claimed, etag }, done);
  return done.state;
}

/** Once per cause: false if it was raised before. */
export async function raiseAlert(
  raised: RaisedAlert,
  now = Date.now(),
  store: AlertStore = blobsAlertStore(),
): Promise<boolean> {
  const settings = channelOf();
  const id = alertId(raised);
  if (!settings) return true;
  if (raisedHere.has(id)) return false;
  raisedHere.set(id, true);
  const alert = newAlert(raised, now);
  try {
    if (!(await store.create(alert))) return false;
    const kept = await store.get(id);
    if (kept) await attemptAlert(store, kept, now);
  } catch (error) {
    log({ alert: id, error: String(error) });
    // The store could not keep it: when the owner most needs to know. Sent once, from here, not retried.
    if (!(await store.get(id).catch(() => null))) await sendAlert(notice(alert), settings.channel, now);
  }
  return true;
}

/** A cause met on many requests skips its work once alerted. */
export const raisedAlready = (raised: RaisedAlert) => raisedHere.has(alertId(raised));

/** A new instance's state: tests start each case with it. */
export function forgetRaisedAlerts(): void {
  raisedHere.clear();
}

/** The alert pass (every 5 minutes): each kept alert its channel has not taken yet, once due. */
export async function sendDueAlerts(now: number, store: AlertStore = blobsAlertStore()) {
  const pass = { sent: 0, pending: 0, failed: 0 };
  if (!channelOf()) return pass;
  for (const id of await store.pendingIds()) {
    try {
      const kept = await store.get(id);
      if (!kept || kept.alert.state !== 'pending') continue;
      const { nextAttemptAt, leaseUntil } = kept.alert;
      if ((nextAttemptAt && Date.parse(nextAttemptAt) > now) || (leaseUntil && Date.parse(leaseUntil) > now)) {
        pass.pending++;
        continue;
      }
      const state = await attemptAlert(store, kept, now);
      if (state) pass[state]++;
    } catch (error) {
      log({ alert: id, error: String(error) });
      pass.pending++;
    }
  }
  return pass;
}
