/**
 * The first signs that a visitor is about to use the page rather than read it: a finger or a
 * mouse button down, a mouse moving over the page, a key, a focus. A press that comes before the app runs
 * is not lost (./early-presses.ts).
 */
const intents = ['pointerdown', 'pointermove', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `act` once, at the first sign of intent. */
export function whenVisitorActs(act: () => unknown): void {
  const controller = new AbortController();
  const onIntent = () => {
    controller.abort();
    void act();
  };
  for (const type of intents) {
    document.addEventListener(type, onIntent, { capture: true, passive: true, signal: controller.signal });
  }
}
