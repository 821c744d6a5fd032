/** The scheduled functions as the platform runs them, one after another: the retries, the digest, the alerts. */
import { sendDueAlerts } from '../observers/alerts/raise.ts';
import { runDigest } from '../owner/digest.ts';
import { blobsMessageStore, type MessageStore } from '../request/message-store.ts';
import { runRetryPass } from '../owner/retry.ts';

export async function runScheduled(store: MessageStore = blobsMessageStore(), clock: () => number = () => Date.now()) {
  const retry = await runRetryPass(store, clock);
  const { digest } = await runDigest(store, clock());
  const alerts = await sendDueAlerts(clock());
  return { ...retry, digest, alerts };
}
