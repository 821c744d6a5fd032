// Retries the kept messages whose delivery failed for a passing reason (netlify/mail/retry.ts).
// Locally, `POST /.netlify/functions/mail-retry` runs one pass and answers when it is done.
import type { Config } from '@netlify/functions';
import { runRetryPass } from '../mail/retry.ts';

export default async () => {
  const summary = await runRetryPass();
  console.info(JSON.stringify({ event: 'mail-retry', ...summary }));
  return Response.json(summary);
};

export const config: Config = { schedule: '*/5 * * * *' };
