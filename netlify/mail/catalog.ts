/**
 * The services and templates this API knows, defined in code as EmailJS defines them in its
 * dashboard. The shipped ids are the ones the site's .env.development names.
 */
import { contactTemplate } from './templates/contact.ts';

export type TemplateCheck =
  | { ok: true; variables: Record<string, string>; replyTo: string }
  | { ok: false; field: string | null; message: string };

export type MailTemplate = {
  id: string;
  /** Every variable the template accepts; all are required. */
  variables: readonly string[];
  validate(params: Record<string, unknown>): TemplateCheck;
  subject: string;
  text: string;
  html: string;
};

/** One delivery service; `default_service` is EmailJS's alias for the account's default. */
const SERVICES = new Set(['service_portfolio', 'default_service']);
const TEMPLATES = new Map<string, MailTemplate>([[contactTemplate.id, contactTemplate]]);

export const isKnownService = (id: string) => SERVICES.has(id);
export const findTemplate = (id: string) => TEMPLATES.get(id);
