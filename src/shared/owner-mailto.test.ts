import { describe, expect, it } from 'vitest';
import { profile } from '../content/profile.ts';
import { ownerMailto } from './owner-mailto.ts';

/** What a mail app reads from the link (RFC 6068): the address and the decoded fields. */
function read(href: string) {
  const url = new URL(href);
  const fields = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );
  return { protocol: url.protocol, to: url.pathname, fields };
}

describe('ownerMailto', () => {
  it("carries the visitor's subject and message to the owner's address, line breaks as CRLF", () => {
    const href = ownerMailto({
      subject: 'Stage & alternance ?',
      message: 'Bonjour,\nça vous dit ? 100 % motivé #1 🚀',
    });
    expect(read(href)).toEqual({
      protocol: 'mailto:',
      to: profile.email,
      fields: { subject: 'Stage & alternance ?', body: 'Bonjour,\r\nça vous dit ? 100 % motivé #1 🚀' },
    });
    // Spaces as %20, never '+': mail apps would show the plus signs.
    expect(href).not.toContain('+');
  });

  it('is the bare address when nothing was typed', () => {
    expect(ownerMailto({})).toBe(`mailto:${profile.email}`);
  });

  it('survives text that is not well-formed Unicode', () => {
    expect(read(ownerMailto({ subject: 'a\uD800b' })).fields).toEqual({ subject: 'a\uFFFDb' });
  });
});
