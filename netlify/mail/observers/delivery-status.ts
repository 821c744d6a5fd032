/**
 * What became of a mail after Resend took it, as its webhooks tell. Each send carries its message's
 * id as the tag `message`, so an event finds its message even if its provider id was never recorded.
 * Events come in any order, and twice: a status is only replaced by one that says more (`supersedes`).
 */
import type { DeliveryState, DeliveryStatus, MessageStore, StoredMessage } from '../request/message-store.ts';
import { MESSAGE_TAG } from '../request/resend-transport.ts';

/** As ../request/keep-then-deliver.ts makes it. */
export const isMessageId = (tag: string) => /^[0-9a-f]{20}-\d{1,6}$/.test(tag);

/** The others (sent, opened, clicked, …) change nothing. */
const EVENT_STATES: Record<string, DeliveryState> = {
  'email.delivered': 'delivered',
  'email.delivery_delayed': 'delayed',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
  'email.failed': 'failed',
  'email.suppressed': 'suppressed',
};

/** A delay is passing news, a delivery settles it, the rest (a complaint follows a delivery) is the last word. */
const RANK: Record<DeliveryState, number> = {
  delayed: 0,
  delivered: 1,
  bounced: 2,
  complained: 2,
  failed: 2,
  suppressed: 2,
};

export type DeliveryEvent = { messageId: string; providerId: string | null; status: DeliveryStatus };

export function supersedes(next: DeliveryStatus, current: DeliveryStatus | null | undefined): boolean {
  if (!current) return true;
  const byRank = RANK[next.state] - RANK[current.state];
  return byRank > 0 || (byRank === 0 && Date.parse(next.at) > Date.parse(current.at));
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Resend's payloads give tags as an object, its API as a list: either is read. */
function tagOf(tags: unknown, name: string): string | null {
  if (isObject(tags)) return text(tags[name]);
  if (Array.isArray(tags))
    return text((tags.find((tag) => isObject(tag) && tag.name === name) as Json | undefined)?.value);
  return null;
}

const DETAILS: Partial<Record<DeliveryState, string>> = {
  bounced: 'bounce',
  failed: 'failed',
  suppressed: 'suppressed',
};

function details(state: DeliveryState, data: Json): Pick<DeliveryStatus, 'type' | 'message'> {
  const about = DETAILS[state] && data[DETAILS[state]];
  if (!isObject(about)) return { type: null, message: null };
  const type = [text(about.type), text(about.subType)].filter((part) => part !== null).join('/');
  return { type: type || null, message: text(about.message) ?? text(about.reason) };
}

export function deliveryEvent(payload: unknown): DeliveryEvent | null {
  if (!isObject(payload) || !isObject(payload.data)) return null;
  const state = typeof payload.type === 'string' ? EVENT_STATES[payload.type] : undefined;
  const messageId = tagOf(payload.data.tags, MESSAGE_TAG);
  const at = text(payload.created_at) ?? text(payload.data.created_at);
  if (!state || !messageId || !at || Number.isNaN(Date.parse(at))) return null;
  return {
    messageId,
    providerId: text(payload.data.email_id),
    status: { state, at: new Date(at).toISOString(), ...details(state, payload.data) },
  };
}

export type Recorded = {
  outcome: 'recorded' | 'unchanged' | 'unknown message' | 'never sent';
  message: StoredMessage | null;
};

/** A message never sent (held, or waiting for the quota) cannot have been delivered: the event is not about it. */
export async function recordDelivery(store: MessageStore, event: DeliveryEvent, now: number): Promise<Recorded> {
  for (let tries = 0; tries < 5; tries++) {
    const kept = await store.get(event.messageId);
    if (!kept) return { outcome: 'unknown message', message: null };
    if (kept.message.attempts === 0) return { outcome: 'never sent', message: null };
    if (!supersedes(event.status, kept.message.delivery)) return { outcome: 'unchanged', message: kept.message };
    const message: StoredMessage = {
      ...kept.message,
      delivery: event.status,
      providerId: kept.message.providerId ?? event.providerId,
      updatedAt: new Date(now).toISOString(),
    };
    if (await store.replace(kept, message)) return { outcome: 'recorded', message };
  }
  throw new Error(`message ${event.messageId}: could not record its delivery status`);
}
