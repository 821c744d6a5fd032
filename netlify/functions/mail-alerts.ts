// Sends again the owner's alerts their channel has not taken yet (netlify/mail/observers/alerts/raise.ts).
import type { Config } from '@netlify/functions';
import { sendDueAlerts } from '../mail/observers/alerts/raise.ts';
import { passAnswer } from '../mail/request/respond.ts';

export default async () => passAnswer('mail-alerts', await sendDueAlerts(Date.now()));

export const config: Config = { schedule: '*/5 * * * *' };
