// Once a day at most, the digest of held messages for the owner (netlify/mail/owner/digest.ts).
// Locally, `POST /.netlify/functions/mail-digest` runs it and answers what it did.
import type { Config } from '@netlify/functions';
import { runDigest } from '../mail/owner/digest.ts';
import { PROTECTIVE_HEADERS } from '../mail/request/respond.ts';

export default async () => {
  const run = await runDigest();
  console.info(JSON.stringify({ event: 'mail-digest', ...run }));
  return Response.json(run, { headers: PROTECTIVE_HEADERS });
};

export const config: Config = { schedule: '@hourly' };
