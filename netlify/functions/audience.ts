// The audience beacon (netlify/audience/beacon.ts): a page's view and events, counted first-party.
import type { Config, Context } from '@netlify/functions';
import { handleBeacon } from '../audience/beacon.ts';

export default (req: Request, context: Context) => handleBeacon(req, context);

// Literal, as Netlify reads it without running the file (BEACON_PATH of src/shared/audience.ts).
export const config: Config = { path: '/api/audience' };
