/**
 * The contact form posted without JavaScript (the mail API's send-form, answered with the
 * thank-you page): no page script follows it, so the mail function counts its 'message sent' here
 * and keeps on the message the visitor's application link of the day, as the beacon answers it to
 * the page. Under STATS=off, `Sec-GPC: 1` or `DNT: 1`, and from a bot, nothing is counted and no
 * link is given. A count the store cannot take is dropped: the message goes all the same.
 */
import { isBot, mayCount } from './consent.ts';
import { audienceStore } from './store.ts';
import { countVisitorHit } from './visitor.ts';

export async function countFormMessage(
  req: Request,
  ip: string | undefined,
  now = Date.now(),
): Promise<string | undefined> {
  if (!mayCount(req) || isBot(req)) return undefined;
  try {
    return await countVisitorHit(audienceStore(), req, ip, now, (visitor) => ({
      kind: 'event',
      event: 'message',
      visitor,
    }));
  } catch (error) {
    console.warn(JSON.stringify({ event: 'audience-form-message', dropped: true, error: String(error) }));
    return undefined;
  }
}
