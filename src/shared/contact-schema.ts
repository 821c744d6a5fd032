/**
 * The contact message: one schema for the browser form, the mail API and the mocks,
 * so the three can never disagree on what a valid message is.
 */
import * as v from 'valibot';
import { contactErrors, type ContactErrors } from '../content/contact-errors.ts';
import { CONTACT_FIELDS, type ContactField } from '../content/contact-fields.ts';

/**
 * The form also sends the page's language ('fr', 'en'), for the owner's mail. It is optional:
 * other clients may leave it out.
 */
export const VISITOR_LANGUAGE = 'language';
/** Every template variable a contact message may carry. */
export const CONTACT_VARIABLES = [...CONTACT_FIELDS, VISITOR_LANGUAGE] as const;
export type ContactVariable = (typeof CONTACT_VARIABLES)[number];

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
// Invisible format characters (bidi controls, zero-width characters, BOM...) make a one-line value
// read otherwise than it is: an override reverses the rest of a subject, a zero-width space slips an
// address past the block list. They are dropped rather than refused: a visitor could not see what
// to correct, and text pasted from documents often carries them.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// The message keeps the joiners and marks emoji and right-to-left writing need, and loses only the
// embeddings, overrides and isolates, which reorder whole runs of text.
const REORDERING_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const PHONE = /^\+?[\d\s().-]{6,30}$/;
// A lone surrogate: the text is not well-formed Unicode and cannot be written as UTF-8. (A regex
// rather than String.prototype.isWellFormed, which is newer than the browsers the form supports.)
const LONE_SURROGATE = /\p{Cs}/u;

/** The schema, speaking the language of `errors` (src/content/contact-errors.ts). */
export function createContactSchema(errors: ContactErrors) {
  const wellFormed = (label: string) =>
    v.check((value: string) => !LONE_SURROGATE.test(value), errors.notWellFormed(label));
  const text = (field: ContactField, dropped: RegExp, lineRule: RegExp, lineMessage: string) =>
    v.pipe(
      v.string(errors.notText(errors.labels[field])),
      wellFormed(errors.labels[field]),
      v.transform((value) => value.replace(dropped, '')),
      v.trim(),
      v.nonEmpty(errors.required[field]),
      v.maxLength(CONTACT_MAX_LENGTH[field], errors.tooLong(errors.labels[field], CONTACT_MAX_LENGTH[field])),
      v.regex(lineRule, lineMessage),
    );
  return v.object({
    name: text('name', FORMAT_CHARACTERS, SINGLE_LINE, errors.oneLine.name),
    email: v.pipe(text('email', FORMAT_CHARACTERS, SINGLE_LINE, errors.oneLine.email), v.email(errors.invalidEmail)),
    phone: v.pipe(
      text('phone', FORMAT_CHARACTERS, SINGLE_LINE, errors.oneLine.phone),
      v.regex(PHONE, errors.invalidPhone),
    ),
    subject: text('subject', FORMAT_CHARACTERS, SINGLE_LINE, errors.oneLine.subject),
    message: text('message', REORDERING_CONTROLS, MULTI_LINE, errors.messageCharacters),
    // Any code goes (the mail names the ones it knows), but as text, like every variable.
    [VISITOR_LANGUAGE]: v.optional(
      v.pipe(v.string(errors.notText(errors.labels.language)), wellFormed(errors.labels.language)),
    ),
  });
}

/** The French schema: the mail API's, whose answers are in French whatever the page's language. */
export const contactSchema = createContactSchema(contactErrors.fr);

/** What the visitor types: five strings, possibly empty (and the page's language, sent with them). */
export type ContactInput = v.InferInput<typeof contactSchema>;
/** A valid message: trimmed, non-empty, within limits, without the invisible characters dropped above. */
export type ContactMessage = v.InferOutput<typeof contactSchema>;

export const EMPTY_CONTACT = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactInput;

export type ContactIssue = { field: ContactVariable | null; message: string };

/**
 * Validates unknown input; returns the clean message or the first issue per field, in the
 * language of `schema` (French unless given).
 */
export function parseContact(
  input: unknown,
  schema: typeof contactSchema = contactSchema,
): { ok: true; value: ContactMessage } | { ok: false; issues: ContactIssue[] } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues.map((issue) => {
    const key = issue.path?.[0]?.key;
    const field = CONTACT_VARIABLES.find((variable) => variable === key) ?? null;
    return { field, message: issue.message };
  });
  return { ok: false, issues };
}
