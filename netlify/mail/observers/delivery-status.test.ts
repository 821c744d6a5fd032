import { describe, expect, it } from 'vitest';
import { deliveryEvent, supersedes } from './delivery-status.ts';
import type { DeliveryState, DeliveryStatus } from '../request/message-store.ts';

const status = (state: DeliveryState, at: string): DeliveryStatus => ({ state, at, type: null, message: null });
const T1 = '2026-03-05T10:00:00.000Z';
const T2 = '2026-03-05T10:05:00.000Z';

describe('the delivery status', () => {
  it('takes the first word, a later one of the same weight, and a final one over a delivery or a delay', () => {
    expect(supersedes(status('delayed', T1), null)).toBe(true);
    expect(supersedes(status('delayed', T2), status('delayed', T1))).toBe(true);
    expect(supersedes(status('delivered', T1), status('delayed', T2))).toBe(true);
    expect(supersedes(status('complained', T1), status('delivered', T2))).toBe(true);
    expect(supersedes(status('bounced', T2), status('delivered', T1))).toBe(true);
  });

  it('never lets a late delay or a replayed event undo what is known', () => {
    expect(supersedes(status('delayed', T2), status('delivered', T1))).toBe(false);
    expect(supersedes(status('delivered', T1), status('delivered', T1))).toBe(false);
    expect(supersedes(status('delivered', T2), status('bounced', T1))).toBe(false);
  });

  it("reads Resend's payload: the message tag, the state, a bounce's type and words", () => {
    const payload = {
      type: 'email.bounced',
      created_at: T1,
      data: {
        email_id: 're_1',
        tags: { message: 'abc-1' },
        bounce: { type: 'Permanent', subType: 'General', message: 'No such user' },
      },
    };
    expect(deliveryEvent(payload)).toEqual({
      messageId: 'abc-1',
      providerId: 're_1',
      status: { state: 'bounced', at: T1, type: 'Permanent/General', message: 'No such user' },
    });
    expect(
      deliveryEvent({ ...payload, data: { ...payload.data, tags: [{ name: 'message', value: 'abc-2' }] } })?.messageId,
    ).toBe('abc-2');
  });

  it('leaves events that are not about a kept message, or not about delivery', () => {
    expect(deliveryEvent({ type: 'email.opened', created_at: T1, data: { tags: { message: 'abc-1' } } })).toBeNull();
    expect(deliveryEvent({ type: 'email.delivered', created_at: T1, data: { tags: { category: 'x' } } })).toBeNull();
    expect(deliveryEvent({ type: 'contact.created', created_at: T1, data: {} })).toBeNull();
    expect(deliveryEvent('not an object')).toBeNull();
  });
});
