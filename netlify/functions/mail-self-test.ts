// Once a day, one test mail through the whole mail path to Resend's test address (netlify/mail/owner/self-test.ts).
// Hourly, so a passing failure is tried again the same day; the day's record lets one mail go out.
import type { Config } from '@netlify/functions';
import { passAnswer } from '../mail/request/respond.ts';
import { runSelfTest } from '../mail/owner/self-test.ts';
import { mailObservers } from '../mail/observers/observe.ts';
import { observeMail } from '../mail/request/events.ts';

observeMail(mailObservers);

export default async () => passAnswer('mail-self-test', await runSelfTest());

export const config: Config = { schedule: '@hourly' };
