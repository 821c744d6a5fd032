/** The services and templates, in code as EmailJS has them in its dashboard. */
import { SERVICE_ID } from '../../../src/shared/mail-identifiers.ts';
import { contactTemplate } from './templates/contact.ts';
import type { MailTemplate } from './types.ts';

/** `default_service` is EmailJS's alias for the account's default. */
const SERVICES = new Set([SERVICE_ID, 'default_service']);
const TEMPLATES = new Map<string, MailTemplate>([[contactTemplate.id, contactTemplate]]);

export const isKnownService = (id: string) => SERVICES.has(id);
export const findTemplate = (id: string) => TEMPLATES.get(id);
