// Daily housekeeping of the mail API's throttle store (netlify/mail/throttle-cleanup.ts).
import type { Config } from '@netlify/functions';
import { removeEndedSlots } from '../mail/throttle-cleanup.ts';

export default async () => {
  const removed = await removeEndedSlots();
  console.info(JSON.stringify({ event: 'mail-throttle-cleanup', removed }));
};

export const config: Config = { schedule: '@daily' };
