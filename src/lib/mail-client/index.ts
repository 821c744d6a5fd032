/**
 * A small client compatible with EmailJS's browser SDK 4.4.1 (same calls, requests, checks and
 * protections), with 4.4.1's bugs fixed where noted. It talks to the page's own origin by default.
 */
import { init } from './global-options';
import { EmailJSResponseStatus } from './response-status';
import { send } from './send';
import { sendForm } from './send-form';

export type { BlockList, LimitRate, Options, StorageProvider } from './types';
export { init, send, sendForm, EmailJSResponseStatus };

export default { init, send, sendForm, EmailJSResponseStatus };
