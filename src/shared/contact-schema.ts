/**
 * The contact message: one schema for the browser form, the mail API and the mocks,
 * so the three can never disagree on what a valid message is.
 */
import * as v from 'valibot';
import { contactErrors, type ContactErrors } from '../content/contact-errors.ts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The form also sends the page's language ('fr', 'en'), for the owner's mail. It is optional:
 * other clients may leave it out.
 */
export const VISITOR_LANGUAGE = 'language';
/** Every template variable a contact message may carry. */
export const CONTACT_VARIABLES = [...CONTACT_FIELDS, VISITOR_LANGUAGE] as const;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
};

// Header-bound fields must stay on one line: CR/LF there could inject mail headers.
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
// The message may span lines (LF, CR, tab) but carries no other control characters.
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** The schema, speaking the language of `errors` (src/content/contact-errors.ts). */
export function createContactSchema(errors: ContactErrors) {
  const text = (field: ContactField, lineRule: RegExp, lineMessage: string) =>
    v.pipe(
      v.string(errors.notText(errors.labels[field])),
      v.trim(),
      v.nonEmpty(errors.required[field]),
      v.maxLength(CONTACT_MAX_LENGTH[field], errors.tooLong(errors.labels[field], CONTACT_MAX_LENGTH[field])),
      v.regex(lineRule, lineMessage),
    );
  return v.object({
    name: text('name', SINGLE_LINE, errors.oneLine.name),
    email: v.pipe(text('email', SINGLE_LINE, errors.oneLine.email), v.email(errors.invalidEmail)),
    phone: v.pipe(text('phone', SINGLE_LINE, errors.oneLine.phone), v.regex(PHONE, errors.invalidPhone)),
    subject: text('subject', SINGLE_LINE, errors.oneLine.subject),
    message: text('message', MULTI_LINE, errors.messageCharacters),
  });
}

/** The French schema: the mail API's, whose answers are in French whatever the page's language. */
export const contactSchema = createContactSchema(contactErrors.fr);

/** What the visitor types: five strings, possibly empty. */
export type ContactInput = v.InferInput<typeof contactSchema>;
/** A valid message: trimmed, non-empty, within limits. */
export type ContactMessage = v.InferOutput<typeof contactSchema>;

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

export type ContactIssue = { field: ContactField | null; message: string };

/** Validates unknown input; returns the clean message or the first issue per field. */
export function parseContact(
  input: unknown,
): { ok: true; value: ContactMessage } | { ok: false; issues: ContactIssue[] } {
  const result = v.safeParse(contactSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues.map((issue) => {
    const key = issue.path?.[0]?.key;
    const field = CONTACT_FIELDS.find((f) => f === key) ?? null;
    return { field, message: issue.message };
  });
  return { ok: false, issues };
}
