import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages.ts';
import { useTexts } from '../../lib/language.ts';
import './contact.css';

/** Where the contact form lands once sent without JavaScript: the form's own success text. */
export function MessageSentPage() {
  const { lang, texts } = useTexts();
  return (
    <div className="page message-sent">
      <h1 className="page-title" tabIndex={-1}>
        {texts.contact.success}
      </h1>
      <p className="message-sent__again">
        <Link to="/{-$lang}/contact" params={{ lang: languageParam(lang) }} className="button">
          {texts.contact.writeAgain}
        </Link>
      </p>
    </div>
  );
}
