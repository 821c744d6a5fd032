import { describe, expect, it, vi } from 'vitest';
import { createChallengeSolver, type ProofOfWork } from './challenge-solver.ts';

const NOW_S = 1_800_000_000;

/** A widget whose every solve gives `payload-N`, expiring at `expiresAt` (seconds). */
function fakeWidget({ expiresAt = NOW_S + 300, verify }: { expiresAt?: number; verify?: ProofOfWork['verify'] } = {}) {
  let solves = 0;
  const widget: ProofOfWork = {
    verify: verify ?? (async () => ({ payload: `payload-${++solves}`, challenge: { parameters: { expiresAt } } })),
  };
  return { widget, solves: () => solves };
}

const clock =
  (seconds = NOW_S) =>
  () =>
    seconds * 1000;

describe('the challenge solver', () => {
  it('loads the widget on the first prepare only, and solves once until a solution is taken', async () => {
    const { widget, solves } = fakeWidget();
    const load = vi.fn(async () => widget);
    const solver = createChallengeSolver(load, clock());
    expect(load).not.toHaveBeenCalled();
    solver.prepare();
    solver.prepare();
    expect(await solver.take()).toBe('payload-1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(solves()).toBe(1);
  });

  it('gives each send a solution of its own', async () => {
    const { widget } = fakeWidget();
    const solver = createChallengeSolver(async () => widget, clock());
    solver.prepare();
    expect(await solver.take()).toBe('payload-1');
    expect(await solver.take()).toBe('payload-2');
  });

  it('waits for a solve under way, but not longer than asked', async () => {
    let finish: ((payload: string) => void) | undefined;
    const slow = fakeWidget({ verify: () => new Promise((resolve) => (finish = (payload) => resolve({ payload }))) });
    const solver = createChallengeSolver(async () => slow.widget, clock());
    solver.prepare();
    const waiting = solver.take(1000);
    await vi.waitFor(() => expect(finish).toBeDefined());
    finish!('late but in time');
    expect(await waiting).toBe('late but in time');

    const never = createChallengeSolver(
      async () => fakeWidget({ verify: () => new Promise(() => {}) }).widget,
      clock(),
    );
    expect(await never.take(20)).toBeUndefined();
  });

  it('answers no solution when the widget fails, and tries again for the next send, not at every focus', async () => {
    let fail = true;
    let tries = 0;
    const { widget } = fakeWidget();
    const flaky: ProofOfWork = {
      verify: async () => {
        tries += 1;
        return fail ? null : widget.verify();
      },
    };
    const solver = createChallengeSolver(async () => flaky, clock());
    solver.prepare();
    await vi.waitFor(() => expect(tries).toBe(1));
    solver.prepare();
    solver.prepare();
    expect(tries).toBe(1);
    expect(await solver.take()).toBeUndefined();
    expect(tries).toBe(2);
    fail = false;
    expect(await solver.take()).toBe('payload-1');
  });

  it('loads the widget again when its script failed to load', async () => {
    const { widget } = fakeWidget();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(widget);
    const solver = createChallengeSolver(load, clock());
    expect(await solver.take()).toBeUndefined();
    expect(await solver.take()).toBe('payload-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replaces a solution about to expire with a fresh one', async () => {
    let now = NOW_S;
    const { widget, solves } = fakeWidget({ expiresAt: NOW_S + 300 });
    const solver = createChallengeSolver(
      async () => widget,
      () => now * 1000,
    );
    solver.prepare();
    await vi.waitFor(() => expect(solves()).toBe(1));
    now += 290;
    expect(await solver.take()).toBe('payload-2');
  });
});
