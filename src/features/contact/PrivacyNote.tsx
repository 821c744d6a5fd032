import keepDays from 'virtual:mail-retention';
import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages';
import { PRIVACY_SECTION, privacyNote } from '../../content/legal';
import { useLang } from '../../lib/language';
import { PhraseText } from '../layout/PhraseText';

/** Under the form: what becomes of what it sends, said plainly, and where to read more. */
export function PrivacyNote() {
  const lang = useLang();
  const t = privacyNote[lang];
  return (
    <p className="contact__privacy">
      <PhraseText phrase={t.text(keepDays)} />{' '}
      <Link to="/{-$lang}/legal" params={{ lang: languageParam(lang) }} hash={PRIVACY_SECTION}>
        {t.more}
      </Link>
    </p>
  );
}
