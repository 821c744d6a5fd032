import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('an instance’s memory of the clients it met', () => {
  it('forgets the oldest past its size, and counts an entry set again as the newest', () => {
    const remembered = new BoundedMap<string, number>(3);
    for (const client of ['a', 'b', 'c']) remembered.set(client, 1);
    remembered.set('a', 2);
    remembered.set('d', 1);
    expect([...remembered.keys()]).toEqual(['c', 'a', 'd']);
    for (let i = 0; i < 10_000; i++) remembered.set(`bot-${i}`, i);
    expect(remembered.size).toBe(3);
  });
});
