/**
 * The contact form's mail settings: the public key this build was made with, the function's own
 * service and template, and where the mail API answers (VITE_MAIL_ORIGIN, which may carry a base
 * path; empty: the page's own origin). The origin has no trailing slash: paths are appended to it.
 */
import publicKey from 'virtual:build-facts/mail-public-key';
import { SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';

export const mailConfig = {
  publicKey,
  serviceId: SERVICE_ID,
  templateId: TEMPLATE_ID,
  origin: (import.meta.env.VITE_MAIL_ORIGIN ?? '').replace(/\/+$/, ''),
} as const;
