import { describe, expect, it } from 'vitest';
import { contactTemplate } from './templates/contact.ts';
import { renderMail } from './render.ts';

const variables = {
  name: 'A & B',
  email: 'a@example.org',
  phone: '0612345678',
  subject: 'Hi "you"',
  message: '<b>x</b>\n{{name}}',
};

describe('renderMail', () => {
  it('escapes HTML in the HTML part and keeps the text part as typed', () => {
    const mail = renderMail(contactTemplate, variables);
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('&lt;b&gt;x&lt;&#x2F;b&gt;\n{{name}}');
    expect(mail.text).toContain('<b>x</b>\n{{name}}');
    expect(mail.subject).toBe('[Portfolio] Hi "you" — A & B');
  });

  it('flattens the subject to one line whatever it is given', () => {
    const mail = renderMail(
      { ...contactTemplate, subject: '{{{subject}}}\n{{{name}}}' },
      { ...variables, subject: 'a\r\nBcc: x@example.org' },
    );
    expect(mail.subject).toBe('a Bcc: x@example.org A & B');
  });
});
