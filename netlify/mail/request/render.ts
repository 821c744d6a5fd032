/**
 * The rendering step of the pipeline (./handler.ts): the template with the visitor's values.
 * Mustache escapes `{{var}}` for HTML; the subject is flattened to one line whatever the template
 * or the values hold, so nothing can reach a mail header but a single line of text.
 */
import Mustache from 'mustache';
import type { MailTemplate, RenderedMail } from './types.ts';

const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export function renderMail(template: Pick<MailTemplate, 'subject' | 'text' | 'html'>, variables: object): RenderedMail {
  return {
    subject: oneLine(Mustache.render(template.subject, variables)),
    text: Mustache.render(template.text, variables),
    html: Mustache.render(template.html, variables),
  };
}
