/** The owner's address is public: a street address there is worth a second thought. */
import type { ContentText } from './content-texts.ts';
import { fieldName } from '../content-schema/content-issues.ts';
import { warning, type Finding } from './finding.ts';

/** A number, then two words: '12 rue de la République', '221B Baker Street'; not a postcode and its city ('69007 Lyon'). */
const STREET = /^\s*\d+\w*,?\s+\p{L}+[\s'-]+\p{L}/u;

export function streetAddressFindings(texts: ContentText[]): Finding[] {
  return texts
    .filter((text) => fieldName(text.path) === 'profile.address' && STREET.test(text.text))
    .map((text) => {
      const why =
        'is a street address, and the site publishes it: on the contact page and the legal notice, in contact.vcf and resume.json; a city is all a recruiter needs';
      return warning(text, `profile.address: '${text.text}' ${why}`);
    });
}
