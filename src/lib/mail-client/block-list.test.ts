import { describe, expect, it } from 'vitest';
import { isBlocked } from './block-list.ts';

const blockList = { list: ['spam@example.com'], watchVariable: 'email' };

describe('isBlocked', () => {
  it('matches the watched template variable exactly', () => {
    expect(isBlocked(blockList, { email: 'spam@example.com' })).toBe(true);
    expect(isBlocked(blockList, { email: 'SPAM@example.com' })).toBe(false);
    expect(isBlocked(blockList, { email: 'spam@example.com ' })).toBe(false);
    expect(isBlocked(blockList, { from: 'spam@example.com' })).toBe(false);
  });

  it('compares strings only', () => {
    expect(isBlocked({ list: ['42'], watchVariable: 'n' }, { n: 42 })).toBe(false);
  });

  it('reads the first form field of that name', () => {
    const form = new FormData();
    form.append('email', 'ok@example.com');
    form.append('email', 'spam@example.com');
    expect(isBlocked(blockList, form)).toBe(false);
    form.set('email', 'spam@example.com');
    expect(isBlocked(blockList, form)).toBe(true);
  });

  it('never blocks a file', () => {
    const form = new FormData();
    form.append('email', new File(['x'], 'spam@example.com'));
    expect(isBlocked(blockList, form)).toBe(false);
  });

  it('is off unless both a non-empty list and a watch variable are set', () => {
    const params = { email: 'spam@example.com' };
    expect(isBlocked({}, params)).toBe(false);
    expect(isBlocked({ list: [], watchVariable: 'email' }, params)).toBe(false);
    expect(isBlocked({ list: ['spam@example.com'] }, params)).toBe(false);
  });

  it('validates a configured block list', () => {
    expect(() => isBlocked({ list: 'spam@example.com' as never, watchVariable: 'email' }, {})).toThrow(
      'The BlockList list has to be an array',
    );
  });
});
