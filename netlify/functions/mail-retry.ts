// Retries the kept messages whose delivery failed for a passing reason (netlify/mail/owner/retry.ts).
// Locally, `POST /.netlify/functions/mail-retry` runs one pass and answers when it is done.
import type { Config } from '@netlify/functions';
import { PROTECTIVE_HEADERS } from '../mail/request/respond.ts';
import { runRetryPass } from '../mail/owner/retry.ts';
import { mailObservers } from '../mail/observers/observe.ts';
import { observeMail } from '../mail/request/events.ts';

observeMail(mailObservers);

export default async () => {
  const summary = await runRetryPass();
  console.info(JSON.stringify({ event: 'mail-retry', ...summary }));
  return Response.json(summary, { headers: PROTECTIVE_HEADERS });
};

export const config: Config = { schedule: '*/5 * * * *' };
