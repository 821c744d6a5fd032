/** The alert pass (every 5 minutes): each kept alert its channel has not taken yet, once due. */
import { blobsAlertStore, type AlertStore } from '../observers/alerts/alert-store.ts';
import { attemptAlert, channelOf, log } from '../observers/alerts/raise.ts';

export type AlertPass = { sent: number; pending: number; failed: number };

export async function sendDueAlerts(now: number, store: AlertStore = blobsAlertStore()): Promise<AlertPass> {
  const pass: AlertPass = { sent: 0, pending: 0, failed: 0 };
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
