/**
 * What a flood of refusals for the pages' key costs: the store calls of one instance, counted, and
 * the alerts that arrive, with a real local blob store and the owner's receiver mocked with MSW.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobsAlertStore, type AlertStore } from './alerts/alert-store.ts';
import { KEY_REFUSING_CLIENTS, noteKeyRefusal } from './key-refusals.ts';
import { ALERT_ENV, useAlertReceiver } from '../testing/alert-receiver.ts';
import { PUBLIC_KEY, useMailTestEnv } from '../testing/harness.ts';

useMailTestEnv(ALERT_ENV);
const { alerts } = useAlertReceiver();
const NOW = Date.parse('2026-03-05T10:00:00Z');
beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

/** The alert store, every call named in `calls`. */
function countedStore(calls: string[]): AlertStore {
  const store = blobsAlertStore();
  return new Proxy(store, {
    get:
      (target, name: keyof AlertStore) =>
      (...args: unknown[]) => {
        calls.push(name);
        return (target[name] as (...all: unknown[]) => unknown)(...args);
      },
  });
}

describe("refusals of the pages' key", () => {
  it('from one client, a hundred times, cost one read and one write of the store, and no alert', async () => {
    const calls: string[] = [];
    for (let i = 0; i < 100; i++) await noteKeyRefusal('198.51.100.7', PUBLIC_KEY, NOW + i * 1000, countedStore(calls));
    expect(calls).toEqual(['readNote', 'writeNote']);
    expect(alerts).toEqual([]);
  });

  it('from twenty clients at once, raise one alert; past it, a hundred more clients cost no store call', async () => {
    const calls: string[] = [];
    const clients = Array.from({ length: 20 }, (_, i) => `2001:db8:${i + 1}::1`);
    await Promise.all(clients.map((ip) => noteKeyRefusal(ip, PUBLIC_KEY, NOW, countedStore(calls))));
    expect(alerts).toEqual([expect.objectContaining({ cause: 'public-key', count: KEY_REFUSING_CLIENTS })]);
    calls.length = 0;
    for (let i = 0; i < 100; i++)
      await noteKeyRefusal(`203.0.113.${i + 1}`, PUBLIC_KEY, NOW + 60_000, countedStore(calls));
    expect(calls).toEqual([]);
    expect(alerts).toHaveLength(1);
  });
});
