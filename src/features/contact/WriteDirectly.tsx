import { profile } from '../../content/profile.ts';
import { useTexts } from '../../lib/language.ts';
import { ownerMailto } from '../../shared/owner-mailto.ts';

/** Under a failed send: another way to reach the owner, a mail that already holds what the visitor typed. */
export function WriteDirectly({ subject, message }: { subject?: string; message?: string }) {
  const { texts } = useTexts();
  const { lead, trail } = texts.contact.writeDirectly;
  return (
    <p className="contact-form__write-directly">
      {lead}
      <a href={ownerMailto({ subject, message })}>{profile.email}</a>
      {trail}
    </p>
  );
}
