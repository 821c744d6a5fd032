import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.test-utils.ts';
import { mergeOptions, normalizeOptions } from './options.ts';

describe('normalizeOptions', () => {
  it('reads a string as a public key (v3 calls) and anything but an object as no options', () => {
    expect(normalizeOptions('pk')).toEqual({ publicKey: 'pk' });
    expect(normalizeOptions(undefined)).toEqual({});
    expect(normalizeOptions('')).toEqual({});
    expect(normalizeOptions([] as never)).toEqual({});
    expect(normalizeOptions({ publicKey: 'pk', blockHeadless: true })).toEqual({ publicKey: 'pk', blockHeadless: true });
  });
});

describe('mergeOptions', () => {
  it('prefers per-call values', () => {
    const globalStorage = memoryStorage();
    const localStorage = memoryStorage();
    const merged = mergeOptions(
      { publicKey: 'global', storageProvider: globalStorage, origin: 'https://global.example' },
      { publicKey: 'local', storageProvider: localStorage, origin: 'https://local.example' },
    );
    expect(merged.publicKey).toBe('local');
    expect(merged.storageProvider).toBe(localStorage);
    expect(merged.origin).toBe('https://local.example');
  });

  it('falls back on the global values', () => {
    const storage = memoryStorage();
    const merged = mergeOptions({ publicKey: 'global', storageProvider: storage, blockHeadless: true }, {});
    expect(merged).toMatchObject({ publicKey: 'global', storageProvider: storage, blockHeadless: true });
  });

  it('lets a per-call blockHeadless false switch off a global true (4.4.1 could not)', () => {
    expect(mergeOptions({ blockHeadless: true }, { blockHeadless: false }).blockHeadless).toBe(false);
    expect(mergeOptions({}, {}).blockHeadless).toBe(false);
  });

  it('merges block list and limit rate field by field', () => {
    const merged = mergeOptions(
      { blockList: { list: ['spam@x.fr'], watchVariable: 'email' }, limitRate: { id: 'contact', throttle: 5000 } },
      { blockList: { watchVariable: 'from' }, limitRate: { throttle: 0 } },
    );
    expect(merged.blockList).toEqual({ list: ['spam@x.fr'], watchVariable: 'from' });
    expect(merged.limitRate).toEqual({ id: 'contact', throttle: 0 });
  });

  it("defaults the origin to the page's own", () => {
    expect(mergeOptions({}, {}).origin).toBe(location.origin);
    expect(mergeOptions({ origin: '' }, { origin: '' }).origin).toBe(location.origin);
  });
});
