/**
 * The mail API, wire-compatible with EmailJS 4.4.1: one pipeline for `/send` and `/send-form`. Each
 * step refuses by throwing a MailError; this file runs them in order, answers and logs.
 */
import type { Context } from '@netlify/functions';
import { parseBody, type Endpoint } from './body.ts';
import { checkChallenge } from './challenge/check.ts';
import { clientIds } from './client-ip.ts';
import { readMailConfig } from './config.ts';
import { checkMethod, checkOrigin, corsHeaders, PREFLIGHT_HEADERS, type CallerOrigin } from './cors.ts';
import { chooseDelivery } from './deliver.ts';
import { emit } from './events.ts';
import { isBrowserNavigation, pageAnswer, readUnreadForm, type PostedFields } from './form-navigation.ts';
import { checkAccess, resolveTemplate, tellingOwnerOfKey } from './identifiers.ts';
import { keepThenDeliver, type KeptOutcome } from './keep-then-deliver.ts';
import { blobsMessageStore } from './message-store.ts';
import { checkBlockList, isHoneypotFilled } from './protections.ts';
import { renderMail } from './render.ts';
import { MailError, plainText } from './respond.ts';
import { setupProblems } from './setup.ts';
import { createThrottle } from './throttle.ts';
import { blobsThrottleStore } from './throttle-store.ts';
import { checkVariables, linkCodeOf } from './variables.ts';

export type MailContext = Pick<Context, 'ip' | 'requestId'>;

type Outcome = KeptOutcome['outcome'] | 'honeypot' | 'refused' | 'preflight' | 'error';

/** Told of a form the browser posted itself (no page script sees it); answers the visit's application link. */
export type FormMessageSeen = (req: Request, ip: string | undefined) => Promise<string | undefined>;

const throttle = createThrottle();
/** For the digest of held messages. */
const PREVIEW_CHARS = 280;

const endpointOf = (pathname: string): Endpoint =>
  pathname.toLowerCase().replace(/\/+$/, '').endsWith('/send-form') ? 'send-form' : 'send';

export async function handleMail(
  req: Request,
  context: MailContext,
  formMessageSeen?: FormMessageSeen,
): Promise<Response> {
  const started = performance.now();
  const path = new URL(req.url).pathname;
  let caller: CallerOrigin | undefined;
  let challenge: string | undefined;
  // The form posted by the browser itself gets pages instead of EmailJS's text (./form-navigation.ts).
  const navigation = isBrowserNavigation(req);
  let posted: PostedFields;

  /** One JSON log line per request: what happened and why, never a body, an address, a key or an IP. */
  const answer = (status: number, text: string, outcome: Outcome, reason?: string, headers = {}) => {
    const response = navigation
      ? pageAnswer(status, caller, posted, headers)
      : plainText(status, text, { ...corsHeaders(caller), ...headers });
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = {
      event: 'mail',
      outcome,
      status: response.status,
      path,
      reason,
      challenge,
      requestId: context.requestId,
      ms,
    };
    if (response.status >= 500) console.error(JSON.stringify(line));
    else console.info(JSON.stringify(line));
    return response;
  };

  try {
    checkMethod(req.method);
    const config = readMailConfig();
    caller = checkOrigin(req, config.allowedOrigins);
    if (req.method === 'OPTIONS') return answer(204, '', 'preflight', undefined, PREFLIGHT_HEADERS);
    const { publicKey } = config;

    const fields = await parseBody(req, endpointOf(path), config.attachments);
    posted = fields.templateParams;
    checkAccess(caller, fields.accessToken, config.privateKey);
    const template = await tellingOwnerOfKey(
      () => resolveTemplate(fields, publicKey),
      caller,
      req.url,
      context.ip,
      publicKey,
    );
    const { variables, replyTo, honeypot, challengeSolution } = checkVariables(template, fields.templateParams);

    if (isHoneypotFilled(honeypot)) return answer(200, 'OK', 'honeypot', 'honeypot filled');
    checkBlockList(replyTo, config.blockList);
    // A message the site's form would send: what a broken setup does to it is the owner's to know now.
    for (const problem of setupProblems(config)) await emit({ type: 'setup', problem, refusal: true });
    // Without a setting it needs (null), the message is kept all the same, for the passes to send once it is set.
    const delivery = chooseDelivery(config);
    // Before the throttle: a message refused for its proof of work does not use up the visitor's place.
    const proofOfWork = await checkChallenge(challengeSolution, config.challenge, Date.now());
    challenge = `${proofOfWork.outcome} (${proofOfWork.reason})`;
    const submission = {
      templateId: template.id,
      mail: { ...renderMail(template, variables), replyTo },
      name: variables[template.nameVariable] ?? '',
      subject: variables[template.subjectVariable] ?? '',
      preview: (variables[template.previewVariable] ?? '').slice(0, PREVIEW_CHARS),
      attachments: fields.attachments,
      via: linkCodeOf(fields.templateParams),
    };
    // Without a valid solution under MAIL_CHALLENGE=hold, the message is held; the form posted
    // without JavaScript never has one, and the digest lists it apart.
    const unproven = proofOfWork.outcome === 'failed' ? (navigation ? 'form-without-js' : 'no-proof') : null;
    // The throttle last: the client's place is taken only once nothing but delivery can fail.
    // Netlify's own client IP; x-forwarded-for is the client's to forge. Stores per request: their
    // connection comes from the invocation's environment.
    const sender = { ip: context.ip, publicKey, sender: replyTo, hold: unproven !== null };
    const decision = await throttle.check(blobsThrottleStore(), sender, config.throttle);
    const hold = unproven ?? ('capped' in decision ? 'daily-cap' : null);
    const defer = 'until' in decision ? decision : undefined;

    const via = submission.via ?? (navigation ? await formMessageSeen?.(req, context.ip) : undefined);
    const kept = await keepThenDeliver(blobsMessageStore(), delivery, config, {
      ...submission,
      via,
      hold,
      defer,
      clients: clientIds(context.ip),
    });
    return answer(200, 'OK', kept.outcome, kept.reason);
  } catch (error) {
    if (navigation && posted === undefined) posted = await readUnreadForm(req);
    if (error instanceof MailError) {
      return answer(error.status, error.text, error.status >= 500 ? 'error' : 'refused', error.reason, error.headers);
    }
    // The error's name and message only: a stack or a cause could quote the request.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    return answer(500, 'The mail service failed; please try again later', 'error', reason);
  }
}
