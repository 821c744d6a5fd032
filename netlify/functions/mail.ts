// The mail API's entry point (the pipeline is in netlify/mail/). Every file in this folder is deployed as a function.
import type { Config, Context } from '@netlify/functions';
import { SEND_FORM_PATH, SEND_PATH } from '../../src/shared/emailjs-wire.ts';
import { handleMail } from '../mail/handler.ts';

export default (req: Request, context: Context) => handleMail(req, context);

export const config: Config = {
  path: [SEND_PATH, SEND_FORM_PATH],
  // Netlify's own fence in front of the function's throttle: it drops floods before they cost an invocation.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
