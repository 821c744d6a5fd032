/**
 * The contact form's sends, through EmailJS's own browser SDK pointed at our mail API. The SDK is
 * imported at the first send, so no page loads it before. Its failures reach the site in the
 * site's terms: see `siteError`.
 */
import type { EmailJSResponseStatus, init, StorageProvider } from '@emailjs/browser';
import { mailConfig } from './config.ts';

type SdkOptions = Exclude<Parameters<typeof init>[0], string>;

/**
 * The SDK's client-side protections, each off unless given: a headless browser (451), a listed
 * value of the watched variable (403), a second send within `throttle` ms (429, kept in localStorage).
 */
type MailProtections = Pick<SdkOptions, 'blockHeadless' | 'blockList' | 'limitRate'>;

export type MailSettings = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
} & MailProtections;

/** localStorage, unless reading it throws, as where the visitor blocks storage or in a sandboxed frame. */
function readableLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The SDK reads localStorage as it loads: where that throws, it loads with localStorage hidden. */
async function loadSdk() {
  if (readableLocalStorage()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
  try {
    return await import('@emailjs/browser');
  } finally {
    Reflect.deleteProperty(globalThis, 'localStorage');
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
  }
}

/** Where the rate limit keeps the time of the last send; none where storage is blocked (the limit is then off). */
function webStorage(): StorageProvider | undefined {
  const storage = readableLocalStorage();
  if (!storage) return undefined;
  return {
    get: async (key) => storage.getItem(key),
    set: async (key, value) => storage.setItem(key, value),
    remove: async (key) => storage.removeItem(key),
  };
}

/**
 * A missing key or id rejects with an Error naming it, in our words: the SDK rejects a bare string
 * that sends its reader to EmailJS's dashboard. A network failure, or the SDK's module
 * failing to load, rejects with status 0, 'Network Error': the SDK passes fetch's TypeError on.
 */
function siteError(error: unknown): unknown {
  if (typeof error === 'string') return new Error(error.replace(/\. Visit https?:\/\/\S+$/, ''));
  if (error instanceof TypeError) return { status: 0, text: 'Network Error' } satisfies EmailJSResponseStatus;
  return error;
}

/**
 * Sends these template variables to the mail API's /send, with the site's settings unless others
 * are given. Resolves on a 2xx, rejects with the answer's status and text otherwise, as EmailJS does.
 */
export async function sendMail(
  templateParams: Record<string, unknown>,
  settings: Partial<MailSettings> = {},
): Promise<EmailJSResponseStatus> {
  const { serviceId, templateId, origin, ...options } = { ...mailConfig, ...settings };
  try {
    const sdk = await loadSdk();
    // The SDK takes its origin only from init, which also drops its localStorage: it comes back per call.
    sdk.init({ origin: origin || location.origin });
    return await sdk.send(serviceId, templateId, templateParams, { ...options, storageProvider: webStorage() });
  } catch (error) {
    throw siteError(error);
  }
}
