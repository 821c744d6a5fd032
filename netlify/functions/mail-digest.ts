// Once a day at most, the digest of held messages for the owner (netlify/mail/owner/digest.ts).
import type { Config } from '@netlify/functions';
import { runDigest } from '../mail/owner/digest.ts';
import { passAnswer } from '../mail/request/respond.ts';

export default async () => passAnswer('mail-digest', await runDigest());

export const config: Config = { schedule: '@hourly' };
