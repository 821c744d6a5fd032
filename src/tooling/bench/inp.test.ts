import { describe, expect, it } from 'vitest';
import { interactionToNextPaint, type EventEntry } from './inp.ts';

const page = 1_000;
const entry = (name: string, interactionId: number, start: number, duration: number, document = page): EventEntry => ({
  name,
  interactionId,
  document,
  start,
  duration,
});

describe('INP of the measured interaction', () => {
  it("is an interaction's longest entry: a tap's pointerdown, pointerup and click are one interaction", () => {
    const tap = [entry('pointerdown', 7, 5_000, 24), entry('pointerup', 7, 5_060, 96), entry('click', 7, 5_061, 88)];
    expect(interactionToNextPaint(tap, 5_000)).toBe(96);
  });

  it('is the longest of the interactions since the input, as web-vitals takes it under 50 interactions', () => {
    const typing = [
      entry('keydown', 3, 5_000, 40),
      entry('keyup', 3, 5_010, 16),
      entry('keydown', 4, 5_020, 120),
      entry('keydown', 5, 5_040, 56),
    ];
    expect(interactionToNextPaint(typing, 5_000)).toBe(120);
  });

  it('leaves out the interactions before the input, and events that are no interaction', () => {
    const entries = [entry('click', 1, 3_000, 400), entry('pointermove', 0, 5_010, 300), entry('click', 2, 5_000, 48)];
    expect(interactionToNextPaint(entries, 5_000)).toBe(48);
  });

  it('keeps apart two documents whose interaction ids are the same', () => {
    const before = entry('click', 1, 3_000, 400, page);
    const after = entry('click', 1, 5_000, 32, page + 4_500);
    expect(interactionToNextPaint([before, after], 5_000)).toBe(32);
  });

  it('is null when the page reported no entry of the interaction', () => {
    expect(interactionToNextPaint([entry('click', 1, 3_000, 400)], 5_000)).toBeNull();
    expect(interactionToNextPaint([], 5_000)).toBeNull();
  });
});
