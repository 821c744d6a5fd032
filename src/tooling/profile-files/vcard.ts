/** `/contact.vcf`: the owner as a vCard 4.0 (RFC 6350), written by ical.js as the RFC asks. */
import ICAL from 'ical.js';
import { defaultLanguage, type Lang } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { phoneHref, profile as ownerProfile, type Profile } from '../../content/profile.ts';

/** How Netlify, the preview and `npm run dev` serve it: RFC 6350's media type. */
export const VCARD_CONTENT_TYPE = 'text/vcard; charset=utf-8';

/** N's parts (family; given; additional; prefixes; suffixes): the first word given, the rest family. */
function nameParts(name: string): string[] {
  const [given = '', ...family] = name.trim().split(/\s+/);
  return [family.join(' '), given, '', '', ''];
}

function property(name: string, value: string | string[], parameters: Record<string, string> = {}): ICAL.Property {
  const result = new ICAL.Property(name);
  for (const [parameter, parameterValue] of Object.entries(parameters)) result.setParameter(parameter, parameterValue);
  result.setValue(value);
  return result;
}

export function contactCard(profile: Profile = ownerProfile, lang: Lang = defaultLanguage): string {
  const card = new ICAL.Component('vcard');
  const properties = [
    property('version', '4.0'),
    property('fn', profile.name),
    property('n', nameParts(profile.name)),
    property('title', profile.jobTitle[lang]),
    property('email', profile.email),
    property('tel', phoneHref, { value: 'uri' }),
    // One free-text address: the street of ADR's seven parts (post box; extended; street; city; region; code; country).
    property('adr', ['', '', profile.address, '', '', '', '']),
    property('url', `${siteUrl}${pagePath('home', lang)}`),
    ...Object.values(profile.links).map((url) => property('url', url)),
  ];
  for (const each of properties) card.addProperty(each);
  // RFC 6350 ends every line with CRLF, the last one too.
  return `${card.toString()}\r\n`;
}
