import keepDays from 'virtual:build-facts/keep-days';
import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages.ts';
import { PRIVACY_SECTION, privacyNote } from '../../content/legal.ts';
import { useLang } from '../../lib/language.ts';
import { PhraseText } from '../../ui/PhraseText.tsx';

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
