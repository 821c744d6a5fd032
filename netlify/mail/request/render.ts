/** The rendering step. The subject is flattened to one line, so nothing but a line reaches a header. */
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
