/**
 * The contact message: one schema for the browser form, the mail API and the mocks,
 * so the three can never disagree on what a valid message is.
 */
import * as v from 'valibot';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
};

/** French labels, used in error messages and by the form. */
export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Nom',
  email: 'Adresse email',
  phone: 'Numéro de téléphone',
  subject: 'Sujet',
  message: 'Message',
};

// Header-bound fields must stay on one line: CR/LF there could inject mail headers.
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
// The message may span lines (LF, CR, tab) but carries no other control characters.
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
const PHONE = /^\+?[\d\s().-]{6,30}$/;

function text(field: ContactField, required: string, lineRule: RegExp, lineMessage: string) {
  return v.pipe(
    v.string(`${CONTACT_LABELS[field]} : une chaîne de caractères est attendue.`),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(
      CONTACT_MAX_LENGTH[field],
      `${CONTACT_LABELS[field]} : ${CONTACT_MAX_LENGTH[field]} caractères au maximum.`,
    ),
    v.regex(lineRule, lineMessage),
  );
}

const ONE_LINE = 'doit tenir sur une seule ligne.';

export const contactSchema = v.object({
  name: text('name', 'Le nom est requis.', SINGLE_LINE, `Le nom ${ONE_LINE}`),
  email: v.pipe(
    text('email', "L'adresse email est requise.", SINGLE_LINE, `L'adresse email ${ONE_LINE}`),
    v.email("L'adresse email n'est pas valide."),
  ),
  phone: v.pipe(
    text('phone', 'Le numéro de téléphone est requis.', SINGLE_LINE, `Le numéro ${ONE_LINE}`),
    v.regex(PHONE, "Le numéro de téléphone n'est pas valide."),
  ),
  subject: text('subject', 'Le sujet est requis.', SINGLE_LINE, `Le sujet ${ONE_LINE}`),
  message: text('message', 'Le message est requis.', MULTI_LINE, 'Le message contient des caractères invalides.'),
});

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
