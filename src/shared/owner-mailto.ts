import { profile } from '../content/profile.ts';

// A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it becomes U+FFFD.
const LONE_SURROGATES = /\p{Cs}/gu;
const LINE_BREAKS = /\r\n|\r|\n/g;

const encode = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATES, '\uFFFD').replace(LINE_BREAKS, '\r\n'));

/**
 * A mailto: link to the owner that carries what the visitor typed, so a send that failed loses
 * nothing: their mail app opens with the subject and the message. Line breaks are CRLF, as RFC
 * 6068 asks. The app's failure text and the mail API's failure page both offer it.
 */
export function ownerMailto({ subject = '', message = '' }: { subject?: string; message?: string }): string {
  const fields = [subject && `subject=${encode(subject)}`, message && `body=${encode(message)}`].filter(Boolean);
  return `mailto:${profile.email}${fields.length > 0 ? `?${fields.join('&')}` : ''}`;
}
