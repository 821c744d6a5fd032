import { normalizeOptions } from './options.ts';
import type { Options } from './types.ts';
import { createWebStorage } from './web-storage.ts';

const defaultStorage = createWebStorage();

let globalOptions: Options = { blockHeadless: false, storageProvider: defaultStorage };

/** The options `init` set, which every call falls back on. */
export function getGlobalOptions(): Options {
  return globalOptions;
}

/**
 * Sets the global options, replacing the previous ones. A string is the public key.
 * The origin is `options.origin`, else the `origin` argument, else the page's own origin.
 */
export function init(options: Options | string, origin?: string): void {
  if (!options) return;
  const opts = normalizeOptions(options);
  globalOptions = {
    publicKey: opts.publicKey,
    blockHeadless: opts.blockHeadless,
    blockList: opts.blockList,
    limitRate: opts.limitRate,
    // Fix of 4.4.1, which dropped the localStorage provider here, so `init({ limitRate })` never throttled.
    storageProvider: opts.storageProvider ?? defaultStorage,
    origin: opts.origin || origin,
  };
}
