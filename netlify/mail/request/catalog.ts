/**
 * The services and templates this API knows, defined in code as EmailJS defines them in its
 * dashboard, under the ids the site's form sends (src/shared/mail-identifiers.ts).
 */
import { SERVICE_ID } from '../../../src/shared/mail-identifiers.ts';
import { contactTemplate } from './templates/contact.ts';
import type { MailTemplate } from './types.ts';

/** One delivery service; `default_service` is EmailJS's alias for the account's default. */
const SERVICES = new Set([SERVICE_ID, 'default_service']);
const TEMPLATES = new Map<string, MailTemplate>([[contactTemplate.id, contactTemplate]]);

export const isKnownService = (id: string) => SERVICES.has(id);
export const findTemplate = (id: string) => TEMPLATES.get(id);
