// A fresh proof-of-work challenge for the contact form's widget (netlify/mail/request/challenge/endpoint.ts).
import type { Config } from '@netlify/functions';
import { answerChallengeRequest } from '../mail/request/challenge/endpoint.ts';

export default (req: Request) => answerChallengeRequest(req);

export const config: Config = {
  // CHALLENGE_PATH of src/shared/challenge.ts (a test holds them equal): Netlify reads this literal.
  path: '/api/v1.0/challenge',
  // A visitor needs one challenge per message; floods stop here, before an invocation.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
