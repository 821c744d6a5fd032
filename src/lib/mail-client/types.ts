/** Where the limit-rate protection keeps the time of the last send, keyed by page or limit-rate id. */
export interface StorageProvider {
  get: (key: string) => Promise<string | null | undefined>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/** Refuses a send when the watched variable equals one of the listed values. */
export interface BlockList {
  list?: string[];
  watchVariable?: string;
}

/** Refuses a send when the previous one with the same id was less than `throttle` ms ago. */
export interface LimitRate {
  id?: string;
  throttle?: number;
}

/** EmailJS 4.4.1's options, for `init` (global) or one call (wins over the global ones). */
export interface Options {
  origin?: string;
  publicKey?: string;
  blockHeadless?: boolean;
  blockList?: BlockList;
  limitRate?: LimitRate;
  storageProvider?: StorageProvider;
}
