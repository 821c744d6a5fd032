/**
 * Resend signs its webhooks as Standard Webhooks do (through Svix), the check `resend.webhooks.verify`
 * makes; its client needs an API key, which `npm run dev` lacks, so the library is called directly.
 */
import { Webhook } from 'standardwebhooks';

/** The library's tolerance. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export type VerifiedEvent = { id: string; timestamp: number; payload: unknown };

/** Throws on a missing, forged or stale signature. */
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
