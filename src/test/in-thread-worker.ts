/**
 * jsdom has no Web Workers. This stands in for the ALTCHA widget's PBKDF2 worker: the same
 * messages (a 'work' order answered by one solution, or 'abort'), solved in the test's own thread
 * with altcha-lib, so component tests run the real widget.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

type Order =
  | {
      type: 'work';
      challenge: Challenge;
      counterMode?: 'uint32' | 'string';
      counterStart: number;
      counterStep: number;
      timeout?: number;
    }
  | { type: 'abort' };

export class InThreadWorker extends EventTarget {
  static readonly #running = new Set<InThreadWorker>();
  // Once the file's tests are over: a widget unmounted late may still post work, whose answer
  // would land after jsdom is gone.
  static #closed = false;
  readonly #controller = new AbortController();

  /** Stops every worker a test left solving, so no answer lands once its page is gone. */
  static terminateAll(): void {
    for (const worker of InThreadWorker.#running) worker.terminate();
  }

  /** Stops them all, and takes no more work: the test file is done. */
  static close(): void {
    InThreadWorker.#closed = true;
    InThreadWorker.terminateAll();
  }

  postMessage(order: Order): void {
    if (order.type === 'abort' || InThreadWorker.#closed) return this.terminate();
    InThreadWorker.#running.add(this);
    const { challenge, counterMode, counterStart, counterStep, timeout } = order;
    solveChallenge({
      challenge,
      counterMode,
      counterStart,
      counterStep,
      timeout,
      deriveKey,
      controller: this.#controller,
    }).then(
      (solution) => this.#answer(solution),
      (error: unknown) => this.#answer({ error: String(error) }),
    );
  }

  terminate(): void {
    this.#controller.abort();
    InThreadWorker.#running.delete(this);
  }

  // A terminated worker never answers, as a real one cannot.
  #answer(data: unknown): void {
    if (this.#controller.signal.aborted) return;
    InThreadWorker.#running.delete(this);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}
