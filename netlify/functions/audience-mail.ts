// The owner's 'who read you' mail, once a day (netlify/audience/owner/who-read-mail.ts); the mail's retry pass sends it.
import type { Config } from '@netlify/functions';
import { queueWhoReadMail } from '../audience/owner/who-read-mail.ts';

export default async () => {
  console.info(JSON.stringify({ event: 'audience-mail', queued: await queueWhoReadMail() }));
};

export const config: Config = { schedule: '@hourly' };
