/** The scheduled functions as the platform runs them, one after another: the retries, the digest, the alerts. */
import { sendDueAlerts } from '../alert-pass.ts';
import { runDigest } from '../digest.ts';
import { blobsMessageStore, type MessageStore } from '../message-store.ts';
import { runRetryPass } from '../retry.ts';

export async function runScheduled(store: MessageStore = blobsMessageStore(), clock: () => number = () => Date.now()) {
  const retry = await runRetryPass(store, clock);
  const { digest } = await runDigest(store, clock());
  const alerts = await sendDueAlerts(clock());
  return { ...retry, digest, alerts };
}
