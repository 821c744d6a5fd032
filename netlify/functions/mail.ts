// The mail API's entry point (the pipeline is in netlify/mail/). Every file in this folder is deployed as a function.
import type { Config, Context } from '@netlify/functions';
import { handleMail } from '../mail/request/handler.ts';
import { mailObservers } from '../mail/observers/observe.ts';
import { observeMail } from '../mail/request/events.ts';

observeMail(mailObservers);

export default (req: Request, context: Context) => handleMail(req, context);

export const config: Config = {
  // Literal, as Netlify reads it without running the file; netlify/mail/request/function-paths.test.ts
  // checks it against src/shared/emailjs-wire.ts.
  path: ['/api/v1.0/email/send', '/api/v1.0/email/send-form'],
  // Netlify's own fence in front of the function's throttle: it drops floods before they cost an invocation.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
