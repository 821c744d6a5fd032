/**
 * The mail settings of this build, from Vite env. Unset values are empty strings, so a build
 * without them fails through the client's "... is required" checks; an empty origin means the page's own.
 */
export const mailConfig = {
  publicKey: import.meta.env.VITE_MAIL_PUBLIC_KEY ?? '',
  serviceId: import.meta.env.VITE_MAIL_SERVICE_ID ?? '',
  templateId: import.meta.env.VITE_MAIL_TEMPLATE_ID ?? '',
  origin: import.meta.env.VITE_MAIL_ORIGIN ?? '',
} as const;
