// Hourly housekeeping of the mail API's stores (netlify/mail/owner/cleanup.ts).
import type { Config } from '@netlify/functions';
import { runCleanup } from '../mail/owner/cleanup.ts';
import { passAnswer } from '../mail/request/respond.ts';

export default async () => passAnswer('mail-cleanup', await runCleanup());

export const config: Config = { schedule: '@hourly' };
