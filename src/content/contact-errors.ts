import type { ContactField as Field } from './contact-fields.ts';
import type { Localized } from './languages.ts';

/**
 * What the contact form says about a wrong field. The mail API answers with the French ones
 * (src/shared/contact-schema.ts), whatever the page's language.
 */
export type ContactErrors = {
  /** The names used in the messages below: the fields, and the page's language the form sends with them. */
  labels: Record<Field | 'language', string>;
  required: Record<Field, string>;
  /** A line break in a field that must fit on one line. */
  oneLine: Record<Exclude<Field, 'message'>, string>;
  messageCharacters: string;
  invalidEmail: string;
  invalidPhone: string;
  notText: (label: string) => string;
  /** Text with a lone surrogate, which no mail can carry (only a client's bug or a probe sends it). */
  notWellFormed: (label: string) => string;
  tooLong: (label: string, max: number) => string;
};

export const contactErrors: Localized<ContactErrors> = {
  fr: {
    labels: {
      name: 'Nom',
      email: 'Adresse email',
      phone: 'Numéro de téléphone',
      subject: 'Sujet',
      message: 'Message',
      language: 'Langue',
    },
    required: {
      name: 'Le nom est requis.',
      email: "L'adresse email est requise.",
      phone: 'Le numéro de téléphone est requis.',
      subject: 'Le sujet est requis.',
      message: 'Le message est requis.',
    },
    oneLine: {
      name: 'Le nom doit tenir sur une seule ligne.',
      email: "L'adresse email doit tenir sur une seule ligne.",
      phone: 'Le numéro doit tenir sur une seule ligne.',
      subject: 'Le sujet doit tenir sur une seule ligne.',
    },
    messageCharacters: 'Le message contient des caractères invalides.',
    invalidEmail: "L'adresse email n'est pas valide.",
    invalidPhone: "Le numéro de téléphone n'est pas valide.",
    notText: (label) => `${label} : une chaîne de caractères est attendue.`,
    notWellFormed: (label) => `${label} : ce texte n'est pas de l'Unicode bien formé.`,
    tooLong: (label, max) => `${label} : ${max} caractères au maximum.`,
  },
  en: {
    labels: {
      name: 'Name',
      email: 'Email address',
      phone: 'Phone number',
      subject: 'Subject',
      message: 'Message',
      language: 'Language',
    },
    required: {
      name: 'The name is required.',
      email: 'The email address is required.',
      phone: 'The phone number is required.',
      subject: 'The subject is required.',
      message: 'The message is required.',
    },
    oneLine: {
      name: 'The name must fit on one line.',
      email: 'The email address must fit on one line.',
      phone: 'The phone number must fit on one line.',
      subject: 'The subject must fit on one line.',
    },
    messageCharacters: 'The message contains invalid characters.',
    invalidEmail: 'The email address is not valid.',
    invalidPhone: 'The phone number is not valid.',
    notText: (label) => `${label}: text is expected.`,
    notWellFormed: (label) => `${label}: this text is not well-formed Unicode.`,
    tooLong: (label, max) => `${label}: ${max} characters at most.`,
  },
};
