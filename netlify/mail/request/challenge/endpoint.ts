/** GET /api/v1.0/challenge: a fresh challenge for the form, to the same origins as the mail API. */
import { readMailConfig } from '../config.ts';
import { checkOrigin, corsHeaders, type CallerOrigin } from '../cors.ts';
import { MailError, plainText, PROTECTIVE_HEADERS } from '../respond.ts';
import { issueChallenge } from './issue.ts';

export async function answerChallengeRequest(req: Request, now = Date.now()): Promise<Response> {
  let caller: CallerOrigin | undefined;
  try {
    if (req.method !== 'GET') throw new MailError(405, 'Method Not Allowed', `method ${req.method}`, { Allow: 'GET' });
    const { allowedOrigins, challenge } = readMailConfig();
    caller = checkOrigin(req, allowedOrigins);
    // Served under MAIL_CHALLENGE=off too: the form solves one either way, and the owner may turn it back on.
    if (!challenge.secret)
      throw new MailError(503, 'The challenge is not configured on this server', 'no MAIL_CHALLENGE_SECRET');
    return Response.json(await issueChallenge(challenge.secret, now), {
      headers: { ...corsHeaders(caller), ...PROTECTIVE_HEADERS },
    });
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    const line = JSON.stringify({ event: 'mail-challenge', status: error.status, reason: error.reason });
    if (error.status >= 500) console.error(line);
    else console.info(line);
    return plainText(error.status, error.text, { ...corsHeaders(caller), ...error.headers });
  }
}
