/**
 * A small client compatible with EmailJS's browser SDK 4.4.1 (same calls, requests, checks and
 * protections), with 4.4.1's bugs fixed where noted. It talks to the page's own origin by default.
 */
import { init } from './global-options.ts';
import { EmailJSResponseStatus } from './response-status.ts';
import { send } from './send.ts';
import { sendForm } from './send-form.ts';

export type { BlockList, LimitRate, Options, StorageProvider } from './types.ts';
export { init, send, sendForm, EmailJSResponseStatus };

export default { init, send, sendForm, EmailJSResponseStatus };
