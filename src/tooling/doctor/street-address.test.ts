import { describe, expect, it } from 'vitest';
import type { ContentText } from './content-texts.ts';
import { streetAddressFindings } from './doctor.ts';

const address = (text: string): ContentText => ({
  file: 'src/content/profile.ts',
  line: 61,
  path: ['profile', 'address'],
  text,
  ownerData: true,
});

describe("the doctor's reading of the address", () => {
  it('warns that a street address is published, naming where', () => {
    expect(streetAddressFindings([address('3 quai Claude Bernard, 69007 Lyon')])).toEqual([
      {
        file: 'src/content/profile.ts',
        line: 61,
        severity: 'warning',
        text: "profile.address: '3 quai Claude Bernard, 69007 Lyon' is a street address, and the site publishes it: on the contact page and the legal notice, in contact.vcf and resume.json; a city is all a recruiter needs",
      },
    ]);
    expect(streetAddressFindings([address('221B Baker Street, London')])).toHaveLength(1);
  });

  it('says nothing of a city or a postcode alone', () => {
    expect(
      streetAddressFindings([address('69007 Lyon'), address('75001 Paris 1er'), address('Lyon'), address('')]),
    ).toEqual([]);
  });
});
