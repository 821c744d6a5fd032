/**
 * Step 5: the template variables. A template names the variables it takes; anything else is
 * refused rather than silently dropped, so a client bug or a probe shows up as a clear 422. The
 * reserved parameters (the honeypot, the proof-of-work solution) are taken out first: they are
 * never template variables.
 */
import { CHALLENGE_FIELD } from '../../src/shared/challenge.ts';
import { HONEYPOT_FIELD } from '../../src/shared/honeypot.ts';
import type { MailTemplate } from './types.ts';
import { MailError, quoteName } from './respond.ts';

export type CheckedVariables = {
  variables: Record<string, string>;
  replyTo: string;
  honeypot: unknown;
  challengeSolution: unknown;
};

const RESERVED: readonly string[] = [HONEYPOT_FIELD, CHALLENGE_FIELD];

export function checkVariables(template: MailTemplate, params: Record<string, unknown>): CheckedVariables {
  const unknown = Object.keys(params).find((name) => !RESERVED.includes(name) && !template.variables.includes(name));
  if (unknown !== undefined) {
    throw new MailError(422, `Unknown template variable ${quoteName(unknown)}`, 'unknown variable');
  }
  const result = template.validate(params);
  if (!result.ok) {
    const field = result.field ?? 'template_params';
    throw new MailError(422, `${field}: ${result.message}`, `invalid ${field}`);
  }
  return {
    variables: result.variables,
    replyTo: result.replyTo,
    honeypot: params[HONEYPOT_FIELD],
    challengeSolution: params[CHALLENGE_FIELD],
  };
}
