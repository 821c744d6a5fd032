/**
 * The identifiers step: who is calling and what for, in EmailJS's wording. Keys are compared in
 * constant time, so none can be guessed byte by byte.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MailRequestFields } from './body.ts';
import type { MailTemplate } from './types.ts';
import type { CallerOrigin } from './cors.ts';
import { emit } from './events.ts';
import { PARAM, wireError } from '../../../src/shared/emailjs-wire.ts';
import { SERVICE_ID } from '../../../src/shared/mail-identifiers.ts';
import { contactTemplate } from './templates/contact.ts';
import { MailError } from './respond.ts';

/**
 * The services and templates, in code as EmailJS has them in its dashboard (`default_service` is its
 * alias for the account's default).
 */
const SERVICES = new Set([SERVICE_ID, 'default_service']);
const TEMPLATES = new Map<string, MailTemplate>([[contactTemplate.id, contactTemplate]]);
export const findTemplate = (id: string) => TEMPLATES.get(id);

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameKey = (given: unknown, expected: string) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** A browser by its origin, anyone else by the private key; an accessToken sent must be right. */
export function checkAccess(caller: CallerOrigin, accessToken: unknown, privateKey: string | undefined): void {
  const tokenGiven = accessToken !== undefined && accessToken !== '';
  const tokenValid = privateKey !== undefined && sameKey(accessToken, privateKey);
  if (tokenGiven && !tokenValid) throw new MailError(403, 'The Private Key is invalid', 'bad access token');
  if (caller.kind === 'non-browser' && !tokenValid) {
    throw new MailError(403, 'API calls are disabled for non-browser applications', 'no origin, no private key');
  }
}

function required(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new MailError(400, wireError.missingParameter(name), `missing ${name}`);
  }
  return value;
}

export function resolveTemplate(fields: MailRequestFields, publicKey: string): MailTemplate {
  const userId = required(fields.userId, PARAM.userId);
  const serviceId = required(fields.serviceId, PARAM.serviceId);
  const templateId = required(fields.templateId, PARAM.templateId);
  if (!sameKey(userId, publicKey)) throw new MailError(400, 'The Public Key is invalid', 'wrong public key');
  if (!SERVICES.has(serviceId)) throw new MailError(400, wireError.unknownService, 'unknown service');
  const template = findTemplate(templateId);
  if (!template) throw new MailError(400, 'The template ID is invalid', 'unknown template');
  return template;
}

/** A key the site's own pages sent and the check refused: built with another MAIL_PUBLIC_KEY, the owner's to know. */
export async function tellingOwnerOfKey<T>(
  check: () => T,
  caller: CallerOrigin,
  requestUrl: string,
  ip: string | undefined,
  expected: string,
): Promise<T> {
  try {
    return check();
  } catch (error) {
    const ownPages = caller.kind === 'browser' && caller.origin === new URL(requestUrl).origin;
    if (ownPages && error instanceof MailError && error.reason === 'wrong public key')
      await emit({ type: 'key-refused', ip, expected });
    throw error;
  }
}
