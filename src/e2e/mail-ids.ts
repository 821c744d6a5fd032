import { publicKeyOf, SERVICE_ID, TEMPLATE_ID } from '../shared/mail-identifiers.ts';

/** What the site's own form sends to name its mail: the previews and `npm run dev` expect it. */
export const IDS = { user_id: publicKeyOf(process.env), service_id: SERVICE_ID, template_id: TEMPLATE_ID };
