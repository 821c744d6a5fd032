import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const SWIPE_MIN_PX = 50;

/**
 * One-at-a-time stepping with no wrap-around, by buttons, arrow keys or a horizontal swipe, and a
 * jump to any index (the overview).
 * It opens at `start`; `low` and `high` bound the indexes shown so far.
 */
export function useCarousel(count: number, start = 0) {
  const [{ index, low, high }, setPosition] = useState({ index: start, low: start, high: start });
  const swipeStart = useRef<number | null>(null);

  const hasPrevious = index > 0;
  const hasNext = index < count - 1;
  const move = (target: (from: number) => number) =>
    setPosition((position) => {
      const to = Math.min(count - 1, Math.max(0, target(position.index)));
      // At an end, nothing changes: no render.
      if (to === position.index) return position;
      return { index: to, low: Math.min(position.low, to), high: Math.max(position.high, to) };
    });
  const previous = () => move((from) => from - 1);
  const next = () => move((from) => from + 1);
  const goTo = (to: number) => move(() => to);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_MIN_PX) next();
    else if (distance >= SWIPE_MIN_PX) previous();
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  return {
    index,
    low,
    high,
    hasPrevious,
    hasNext,
    previous,
    next,
    goTo,
    handlers: { onKeyDown, onPointerDown, onPointerUp, onPointerCancel },
  };
}
