import { expect, test } from 'vitest';
import { addHit, emptyTally, MAX_REFERRERS, MAX_VISITORS, noteVisitor, OTHER } from './tally.ts';

test('a shard keeps at most MAX_REFERRERS hosts; the others count as OTHER', () => {
  const tally = emptyTally();
  for (let i = 0; i < MAX_REFERRERS * 3; i++)
    addHit(tally, { kind: 'view', page: '/home', referrer: `spam-${i}.example`, visitor: 'v' }, undefined);
  expect(Object.keys(tally.referrers)).toHaveLength(MAX_REFERRERS + 1);
  expect(tally.referrers[OTHER]).toBe(MAX_REFERRERS * 2);
});

test('a shard keeps at most MAX_VISITORS visitors; the others still count in views', () => {
  const visitors = emptyTally();
  const counts = emptyTally();
  for (let i = 0; i < MAX_VISITORS + 50; i++) {
    const hit = { kind: 'view', page: '/home', referrer: null, visitor: `visitor-${i}` } as const;
    noteVisitor(visitors, hit.visitor, hit);
    addHit(counts, hit, undefined);
  }
  expect(Object.keys(visitors.visitors!)).toHaveLength(MAX_VISITORS);
  expect(visitors.pages['/home']!.uniques).toBe(MAX_VISITORS);
  expect(counts.pages['/home']!.views).toBe(MAX_VISITORS + 50);
});
