// Once a day, one test mail through the whole mail path to Resend's test address (netlify/mail/owner/self-test.ts).
// Hourly, so a passing failure is tried again the same day; the day's record lets one mail go out.
// Locally, `POST /.netlify/functions/mail-self-test` runs it and answers what it did.
import type { Config } from '@netlify/functions';
import { PROTECTIVE_HEADERS } from '../mail/request/respond.ts';
import { runSelfTest } from '../mail/owner/self-test.ts';
import { mailObservers } from '../mail/observers/observe.ts';
import { observeMail } from '../mail/request/events.ts';

observeMail(mailObservers);

export default async () => {
  const run = await runSelfTest();
  console.info(JSON.stringify({ event: 'mail-self-test', ...run }));
  return Response.json(run, { headers: PROTECTIVE_HEADERS });
};

export const config: Config = { schedule: '@hourly' };
