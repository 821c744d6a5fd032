import type { StorageProvider } from './types.ts';

/** The default storage provider: localStorage behind promises, or none where it is unavailable. */
export function createWebStorage(): StorageProvider | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined;
    // Reading the property throws where storage is disabled (sandboxed frames, blocked cookies).
    const storage = localStorage;
    return {
      get: async (key) => storage.getItem(key),
      set: async (key, value) => storage.setItem(key, value),
      remove: async (key) => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}
