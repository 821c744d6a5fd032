// Hourly housekeeping of the mail API's stores (netlify/mail/owner/cleanup.ts).
import type { Config } from '@netlify/functions';
import { runCleanup } from '../mail/owner/cleanup.ts';

export default async () => {
  console.info(JSON.stringify({ event: 'mail-cleanup', ...(await runCleanup()) }));
};

export const config: Config = { schedule: '@hourly' };
