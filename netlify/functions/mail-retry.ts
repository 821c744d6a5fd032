// Retries the kept messages whose delivery failed for a passing reason (netlify/mail/owner/retry.ts).
import type { Config } from '@netlify/functions';
import { passAnswer } from '../mail/request/respond.ts';
import { runRetryPass } from '../mail/owner/retry.ts';
import { mailObservers } from '../mail/observers/observe.ts';
import { observeMail } from '../mail/request/events.ts';

observeMail(mailObservers);

export default async () => passAnswer('mail-retry', await runRetryPass());

export const config: Config = { schedule: '*/5 * * * *' };
