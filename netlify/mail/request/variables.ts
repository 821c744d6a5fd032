/**
 * The variables step: anything the template does not name is refused (422), not dropped, so a
 * client bug or a probe shows. The reserved parameters are taken out first.
 */
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { HONEYPOT_FIELD } from '../../../src/shared/honeypot.ts';
import { isLinkCode, LINK_FIELD } from '../../../src/shared/audience.ts';
import type { MailTemplate } from './types.ts';
import { PARAM, wireError } from '../../../src/shared/emailjs-wire.ts';
import { MailError } from './respond.ts';

const RESERVED: readonly string[] = [HONEYPOT_FIELD, CHALLENGE_FIELD, LINK_FIELD];

export function checkVariables(template: MailTemplate, params: Record<string, unknown>) {
  const unknown = Object.keys(params).find((name) => !RESERVED.includes(name) && !template.variables.includes(name));
  if (unknown !== undefined) {
    throw new MailError(422, wireError.unknownVariable(unknown), 'unknown variable');
  }
  const result = template.validate(params);
  if (!result.ok) {
    throw new MailError(
      422,
      wireError.invalidVariable(result.field, result.message),
      `invalid ${result.field ?? PARAM.templateParams}`,
    );
  }
  return {
    variables: result.variables,
    replyTo: result.replyTo,
    honeypot: params[HONEYPOT_FIELD],
    challengeSolution: params[CHALLENGE_FIELD],
  };
}

/** Anything but a link code there is dropped. */
export const linkCodeOf = (params: Record<string, unknown>): string | undefined =>
  isLinkCode(params[LINK_FIELD]) ? params[LINK_FIELD] : undefined;
