import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { defaultLanguage } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { phoneHref, profile, type Profile } from '../../content/profile.ts';
import { contactCard } from './vcard.ts';

/** The card's lines as written: CRLF-separated, the last one ended too. */
function physicalLines(card: string): string[] {
  expect(card.endsWith('\r\n')).toBe(true);
  return card.slice(0, -2).split('\r\n');
}

/** RFC 6350 3.2: a line that starts with a space continues the one before. */
const unfolded = (card: string) => card.replace(/\r\n /g, '').slice(0, -2).split('\r\n');

describe("the owner's vCard", () => {
  const card = contactCard();

  it('is a vCard 4.0 with CRLF line ends only', () => {
    const lines = physicalLines(card);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    expect(lines.at(-1)).toBe('END:VCARD');
  });

  it('holds the name, job title, email, phone, address and addresses of the site', () => {
    const parsed = new ICAL.Component(ICAL.parse(card));
    expect(parsed.getFirstPropertyValue('fn')).toBe(profile.name);
    const [family, given] = parsed.getFirstProperty('n')!.getValues()[0] as string[];
    expect(`${given} ${family}`).toBe(profile.name);
    expect(parsed.getFirstPropertyValue('title')).toBe(profile.jobTitle[defaultLanguage]);
    expect(parsed.getFirstPropertyValue('email')).toBe(profile.email);
    expect(parsed.getFirstPropertyValue('tel')).toBe(phoneHref);
    expect(parsed.getFirstProperty('adr')!.getValues()[0]).toContain(profile.address);
    expect(parsed.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      `${siteUrl}${pagePath('home', defaultLanguage)}`,
      profile.links.github,
      profile.links.linkedin,
    ]);
  });

  it('escapes separators and folds long lines at 75 octets, and reads back the same', () => {
    const tricky: Profile = {
      ...profile,
      name: 'Zoé de La Fontaine',
      address: '12, rue des Érables; bâtiment B\\2, 69002 Lyon',
      jobTitle: { fr: 'Étudiante en informatique, réseaux et systèmes embarqués; alternance', en: 'Student' },
    };
    const written = contactCard(tricky, 'fr');
    expect(written).toContain('\r\n ');
    for (const line of physicalLines(written)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfolded(written);
    expect(lines).toContain('N:de La Fontaine;Zoé;;;');
    expect(lines).toContain('ADR:;;12\\, rue des Érables\\; bâtiment B\\\\2\\, 69002 Lyon;;;;');
    expect(lines).toContain('TITLE:Étudiante en informatique\\, réseaux et systèmes embarqués; alternance');
    const parsed = new ICAL.Component(ICAL.parse(written));
    expect(parsed.getFirstPropertyValue('title')).toBe(tricky.jobTitle.fr);
    expect(parsed.getFirstProperty('adr')!.getValues()[0]).toEqual(['', '', tricky.address, '', '', '', '']);
  });
});
