import type { Options } from './types.ts';
import { isObjectRecord } from './validation.ts';

/** EmailJS's reading of an options argument: a string is a public key (v3 calls), junk is no options. */
export function normalizeOptions(options: Options | string | null | undefined): Options {
  if (!options) return {};
  if (typeof options === 'string') return { publicKey: options };
  return isObjectRecord(options) ? options : {};
}

/** The options one call runs with: its own, then the global ones, then the defaults. */
export type CallOptions = Options & Required<Pick<Options, 'origin' | 'blockHeadless' | 'blockList' | 'limitRate'>>;

export function mergeOptions(global: Options, local: Options): CallOptions {
  return {
    publicKey: local.publicKey || global.publicKey,
    // Fix of 4.4.1 (`local || global`): a per-call `false` now switches off a global `true`.
    blockHeadless: local.blockHeadless ?? global.blockHeadless ?? false,
    // Field by field, so `{ throttle: 0 }` per call turns the rate limit off.
    blockList: { ...global.blockList, ...local.blockList },
    limitRate: { ...global.limitRate, ...local.limitRate },
    // Fix of 4.4.1's sendForm, which preferred the global provider: the per-call one wins in both calls.
    storageProvider: local.storageProvider ?? global.storageProvider,
    // 4.4.1 ignores a per-call origin and defaults to api.emailjs.com; ours is served by the page's own origin.
    origin: local.origin || global.origin || location.origin,
  };
}
