// Hourly housekeeping of the audience store (netlify/audience/cleanup.ts).
import type { Config } from '@netlify/functions';
import { cleanAudience } from '../audience/cleanup.ts';

export default async () => {
  console.info(JSON.stringify({ event: 'audience-cleanup', ...(await cleanAudience()) }));
};

export const config: Config = { schedule: '@hourly' };
