/**
 * jsdom has no Web Workers. This stands in for the ALTCHA widget's PBKDF2 worker: the same
 * messages (a 'work' order answered by one solution, or 'abort'), solved in the test's own thread
 * with altcha-lib, so component tests run the real widget.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

type Order =
  | { type: 'work'; challenge: Challenge; counterMode?: 'uint32' | 'string'; counterStart: number; counterStep: number; timeout?: number }
  | { type: 'abort' };

export class InThreadWorker extends EventTarget {
  readonly #controller = new AbortController();

  postMessage(order: Order): void {
    if (order.type === 'abort') return this.#controller.abort();
    const { challenge, counterMode, counterStart, counterStep, timeout } = order;
    solveChallenge({ challenge, counterMode, counterStart, counterStep, timeout, deriveKey, controller: this.#controller }).then(
      (solution) => this.dispatchEvent(new MessageEvent('message', { data: solution })),
      (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { error: String(error) } })),
    );
  }

  terminate(): void {
    this.#controller.abort();
  }
}
