/**
 * Resend signs its webhooks as Standard Webhooks do (through Svix): an HMAC of
 * `<svix-id>.<svix-timestamp>.<raw body>` with the endpoint's signing secret (`whsec_…`), and a
 * timestamp more than five minutes off is refused. This is the check `resend.webhooks.verify`
 * makes (it calls the same library); the SDK's client needs an API key to be built, and `npm run
 * dev` has none, so the library is called directly.
 */
import { Webhook } from 'standardwebhooks';

/** How far a signature's timestamp may be from now (the library's tolerance). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export type VerifiedEvent = { id: string; timestamp: number; payload: unknown };

/** The event if the signature holds; throws (WebhookVerificationError) on a missing, forged or stale one. */
export function verifyResendEvent(body: string, headers: Headers, secret: string): VerifiedEvent {
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
