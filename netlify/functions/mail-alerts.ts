// Sends again the owner's alerts their channel has not taken yet (netlify/mail/owner/alert-pass.ts).
// Locally, `POST /.netlify/functions/mail-alerts` runs it and answers what it did.
import type { Config } from '@netlify/functions';
import { sendDueAlerts } from '../mail/owner/alert-pass.ts';
import { PROTECTIVE_HEADERS } from '../mail/request/respond.ts';

export default async () => {
  const pass = await sendDueAlerts(Date.now());
  console.info(JSON.stringify({ event: 'mail-alerts', ...pass }));
  return Response.json(pass, { headers: PROTECTIVE_HEADERS });
};

export const config: Config = { schedule: '*/5 * * * *' };
