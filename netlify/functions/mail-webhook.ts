// Resend's webhooks: the delivery status of each sent mail (netlify/mail/observers/webhook/endpoint.ts).
import type { Config } from '@netlify/functions';
import { handleResendWebhook } from '../mail/observers/webhook/endpoint.ts';

export default (req: Request) => handleResendWebhook(req);

export const config: Config = {
  path: '/api/v1.0/webhooks/resend',
  // Resend sends one event per mail and state: far below this; floods of forged ones stop here.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
