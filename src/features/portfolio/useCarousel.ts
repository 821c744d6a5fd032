import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const SWIPE_MIN_PX = 50;

/**
 * One-at-a-time stepping with no wrap-around, by buttons, arrow keys or a horizontal swipe.
 * `reached` is the furthest index shown so far.
 */
export function useCarousel(count: number) {
  const [{ index, reached }, setPosition] = useState({ index: 0, reached: 0 });
  const swipeStart = useRef<number | null>(null);

  const hasPrevious = index > 0;
  const hasNext = index < count - 1;
  const step = (by: number) =>
    setPosition((position) => {
      const to = Math.min(count - 1, Math.max(0, position.index + by));
      // At an end, nothing changes: no render.
      if (to === position.index) return position;
      return { index: to, reached: Math.max(position.reached, to) };
    });
  const previous = () => step(-1);
  const next = () => step(1);

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
    reached,
    hasPrevious,
    hasNext,
    previous,
    next,
    handlers: { onKeyDown, onPointerDown, onPointerUp, onPointerCancel },
  };
}
