/**
 * The contact form's proof of work, framework-free: the widget is loaded on first need, solves a
 * challenge ahead of the send, and each send takes a solution of its own (the mail API accepts a
 * solution once). A solution about to expire is replaced by a fresh one.
 */

/** What the solver needs of the ALTCHA widget: one solve of a freshly fetched challenge. */
export interface ProofOfWork {
  verify(): Promise<{ payload: string; challenge?: { parameters: { expiresAt?: number } } | null } | null>;
}

/** How long a send waits for a solve under way: past it the message goes without one, and MAIL_CHALLENGE decides. */
const SOLUTION_WAIT_MS = 10_000;
/** A solution this close to its expiry is not sent: the request could arrive after it. */
const EXPIRY_MARGIN_MS = 30_000;

type Solved = { payload: string; expiresAtMs: number };
type Attempt = { result: Promise<Solved | undefined>; settled?: Solved | 'failed' };

async function within<T>(task: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, ms)));
  try {
    return await Promise.race([task, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

export function createChallengeSolver(loadWidget: () => Promise<ProofOfWork>, now: () => number = Date.now) {
  let widget: Promise<ProofOfWork> | undefined;
  let attempt: Attempt | undefined;

  function widgetOnce(): Promise<ProofOfWork> {
    widget ??= loadWidget().catch((error: unknown) => {
      // A script that did not load may load on the next try.
      widget = undefined;
      throw error;
    });
    return widget;
  }

  async function solve(): Promise<Solved | undefined> {
    const result = await (await widgetOnce()).verify();
    if (!result) return undefined;
    const expiresAt = result.challenge?.parameters.expiresAt;
    return { payload: result.payload, expiresAtMs: expiresAt === undefined ? Infinity : expiresAt * 1000 };
  }

  function start(): Attempt {
    const current: Attempt = {
      result: solve()
        .catch(() => undefined)
        .then((solved) => {
          current.settled = solved ?? 'failed';
          return solved;
        }),
    };
    return current;
  }

  /** A failed attempt is tried again only when a send needs it, not at every focus. */
  const usable = ({ settled }: Attempt, retryFailed: boolean) =>
    settled === undefined || (settled === 'failed' ? !retryFailed : settled.expiresAtMs - EXPIRY_MARGIN_MS > now());

  function currentAttempt(retryFailed: boolean): Attempt {
    if (!attempt || !usable(attempt, retryFailed)) attempt = start();
    return attempt;
  }

  /** Starts solving, unless a solution is there or on its way, or the last try failed. */
  function prepare(): void {
    currentAttempt(false);
  }

  /** A solution for one send, waiting up to `waitMs` for a solve under way; undefined if there is none. */
  async function take(waitMs = SOLUTION_WAIT_MS): Promise<string | undefined> {
    const taken = currentAttempt(true);
    attempt = undefined;
    return (await within(taken.result, waitMs))?.payload;
  }

  return { prepare, take };
}
