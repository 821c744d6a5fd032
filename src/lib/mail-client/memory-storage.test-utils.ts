import type { StorageProvider } from './types.ts';

/** A StorageProvider over a Map, so tests can read and seed what the limit rate stores. */
export function memoryStorage(initial: Record<string, string> = {}): StorageProvider & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
}
