/**
 * The contact mail, as EmailJS templates it in Mustache: text parts raw, HTML escaped. Its variables
 * are the shared contact schema's, so the form and this template cannot disagree.
 */
import type { Language } from '../../../../src/content/languages.ts';
import {
  CONTACT_VARIABLES,
  EMPTY_CONTACT,
  parseContact,
  VISITOR_LANGUAGE,
} from '../../../../src/shared/contact-schema.ts';
import { TEMPLATE_ID } from '../../../../src/shared/mail-identifiers.ts';
import type { MailTemplate } from '../types.ts';

const LANGUAGE_NAMES: Record<Language, string> = { fr: 'français', en: 'anglais' };

function visitorLanguage(code: string | undefined): string {
  return code !== undefined && Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as Language] : 'non précisée';
}

export const contactTemplate: MailTemplate = {
  id: TEMPLATE_ID,
  variables: CONTACT_VARIABLES,
  nameVariable: 'name',
  subjectVariable: 'subject',
  previewVariable: 'message',
  validate(params) {
    // A missing variable is empty, as EmailJS renders it, and so gets the form's own 'requis' message.
    const result = parseContact({ ...EMPTY_CONTACT, ...params });
    if (result.ok) {
      const variables = { ...result.value, [VISITOR_LANGUAGE]: visitorLanguage(result.value[VISITOR_LANGUAGE]) };
      return { ok: true, variables, replyTo: result.value.email };
    }
    const [issue] = result.issues;
    return { ok: false, field: issue?.field ?? null, message: issue?.message ?? 'Message invalide.' };
  },
  subject: '[Portfolio] {{{subject}}} — {{{name}}}',
  text: `Nouveau message depuis le formulaire de contact du portfolio.

Nom : {{{name}}}
Email : {{{email}}}
Téléphone : {{{phone}}}
Sujet : {{{subject}}}
Langue du visiteur : {{{language}}}

{{{message}}}
`,
  html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937;">
  <p>Nouveau message depuis le formulaire de contact du portfolio.</p>
  <table role="presentation" cellpadding="4">
    <tr><th align="left">Nom</th><td dir="auto">{{name}}</td></tr>
    <tr><th align="left">Email</th><td dir="auto">{{email}}</td></tr>
    <tr><th align="left">Téléphone</th><td dir="auto">{{phone}}</td></tr>
    <tr><th align="left">Sujet</th><td dir="auto">{{subject}}</td></tr>
    <tr><th align="left">Langue du visiteur</th><td>{{language}}</td></tr>
  </table>
  <div dir="auto" style="white-space: pre-wrap; border-left: 3px solid #6366f1; padding-left: 12px;">{{message}}</div>
</body>
</html>
`,
};
