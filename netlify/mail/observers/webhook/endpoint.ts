/**
 * POST /api/v1.0/webhooks/resend: what became of each mail. A body over 64 KB is refused unread; a
 * missing, forged or stale signature gets 401. An event not tagged as this site tags its mail is
 * acknowledged before any store call. Each other event is claimed once (a replay gets 200) until its
 * signature stops verifying, recorded on its message, and a bounce, complaint, failure or suppression
 * alerts the owner. If it cannot be handled now, the claim is given back and Resend told 503, to send
 * it again. Resend signs as Standard Webhooks do (through Svix), the check `resend.webhooks.verify`
 * makes; its client needs an API key, which `npm run dev` lacks, so the library is called directly.
 */
import type { AlertCause } from '../alerts/alert.ts';
import { raiseAlert } from '../alerts/raise.ts';
import { readBytes } from '../../request/body.ts';
import { readMailConfig } from '../../request/config.ts';
import { deliveryEvent, isMessageId, recordDelivery } from '../delivery-status.ts';
import { blobsMessageStore, type DeliveryState, type MessageStore } from '../../request/message-store.ts';
import { MailError, plainText } from '../../request/respond.ts';
import { recordSelfTestDelivery, selfTestDayOf } from '../self-test-record.ts';
import { getStore, type Store } from '@netlify/blobs';
import { Webhook } from 'standardwebhooks';
import { claimsUntilExpiry, forgetExpiredEntries } from '../../request/expiring-entries.ts';

/** Resend's events are a few kilobytes. */
const BODY_LIMIT = 64 * 1024;
/** The library's tolerance. */
const SIGNATURE_TOLERANCE_S = 5 * 60;
export const SEEN_EVENT_STORE = 'mail-webhook-events';
/** Resend waits 15 seconds: the store gets a small part of it. */
const STORE_DEADLINE_MS = 3000;

const openSeenEvents = () => getStore({ name: SEEN_EVENT_STORE, consistency: 'strong' });
const expiry = (timestamp: number) => timestamp + SIGNATURE_TOLERANCE_S;

/** Events already handled, so a replay changes nothing: `claim` is true the first time, `release` undoes it. */
export function blobsSeenEvents(store: () => Store = openSeenEvents) {
  const claims = claimsUntilExpiry(store, STORE_DEADLINE_MS);
  return {
    claim: (id: string, timestamp: number) => claims.claim(id, expiry(timestamp)),
    release: (id: string, timestamp: number) => claims.release(id, expiry(timestamp)),
  };
}

export const forgetExpiredEvents = (now: number, outOfTime: () => boolean, store: Store = openSeenEvents()) =>
  forgetExpiredEntries(store, now, outOfTime);

/** Throws on a missing, forged or stale signature. */
function verifyResendEvent(body: string, headers: Headers, secret: string) {
  const id = headers.get('svix-id') ?? '';
  const timestamp = headers.get('svix-timestamp') ?? '';
  const signature = headers.get('svix-signature') ?? '';
  const payload = new Webhook(secret).verify(body, {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signature,
  });
  return { id, timestamp: Number(timestamp), payload };
}

const ALERT_CAUSES: Partial<Record<DeliveryState, AlertCause>> = {
  bounced: 'bounced',
  complained: 'complained',
  failed: 'provider-failed',
  suppressed: 'suppressed',
};

function answer(
  status: number,
  text: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  const line = JSON.stringify({ event: 'mail-webhook', status, ...fields });
  if (status >= 500) console.error(line);
  else console.info(line);
  return plainText(status, text, headers);
}

export async function handleResendWebhook(
  req: Request,
  seen = blobsSeenEvents(),
  messages: MessageStore = blobsMessageStore(),
): Promise<Response> {
  if (req.method !== 'POST')
    return answer(405, 'Method Not Allowed', { reason: `method ${req.method}` }, { Allow: 'POST' });
  const secret = readMailConfig().resendWebhookSecret;
  if (!secret)
    return answer(503, 'Delivery status is not configured on this server', { reason: 'no RESEND_WEBHOOK_SECRET' });

  let event: ReturnType<typeof verifyResendEvent>;
  try {
    const body = await readBytes(
      req,
      BODY_LIMIT,
      () => new MailError(413, 'Payload Too Large', `body over ${BODY_LIMIT} bytes`),
    );
    event = verifyResendEvent(body.toString('utf8'), req.headers, secret);
  } catch (error) {
    if (error instanceof MailError) return answer(error.status, error.text, { reason: error.reason });
    return answer(401, 'Invalid signature', { reason: error instanceof Error ? error.message : String(error) });
  }
  const about = { id: event.id, type: (event.payload as { type?: unknown } | null)?.type };
  const delivery = deliveryEvent(event.payload);
  const selfTestDay = delivery && selfTestDayOf(delivery.messageId);
  if (!delivery || (!selfTestDay && !isMessageId(delivery.messageId)))
    return answer(200, 'OK', { ...about, outcome: 'ignored' });

  try {
    if (!(await seen.claim(event.id, event.timestamp)))
      return answer(200, 'Already handled', { ...about, outcome: 'replay' });
  } catch (error) {
    return answer(503, 'Try again later', { ...about, reason: `seen events: ${String(error)}` });
  }
  try {
    if (selfTestDay)
      return answer(200, 'OK', {
        ...about,
        message: delivery.messageId,
        outcome: await recordSelfTestDelivery(delivery, selfTestDay, Date.now()),
      });
    const recorded = await recordDelivery(messages, delivery, Date.now());
    const cause = ALERT_CAUSES[delivery.status.state];
    if (recorded.message && cause) await raiseAlert({ cause, messageId: delivery.messageId });
    return answer(200, 'OK', { ...about, message: delivery.messageId, outcome: recorded.outcome });
  } catch (error) {
    await seen.release(event.id, event.timestamp).catch(() => {});
    return answer(503, 'Try again later', { ...about, reason: String(error) });
  }
}
