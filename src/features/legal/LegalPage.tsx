import keepDays from 'virtual:build-facts/keep-days';
import { AUDIENCE_SECTION, legalSections } from '../../content/legal.ts';
import { pageTexts } from '../../content/pages.ts';
import { useLang } from '../../lib/language.ts';
import { PhraseText } from '../../ui/PhraseText.tsx';
import { AudienceOptOut } from './AudienceOptOut.tsx';
import './legal.css';

/** The legal notice (publisher, host) and the privacy notice, from src/content/legal.ts. */
export function LegalPage() {
  const lang = useLang();
  return (
    <div className="page legal">
      <h1 className="page-title" tabIndex={-1}>
        {pageTexts.legal[lang].label}
      </h1>
      {legalSections[lang](keepDays).map((section) => (
        <section key={section.id} className="legal__section">
          {/* The target of links to this part (/legal#privacy): focus lands on it. */}
          <h2 id={section.id} className="legal__heading" tabIndex={-1}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            // The paragraphs never change order: their place is their identity.
            <p key={index} className="legal__paragraph">
              <PhraseText phrase={paragraph} />
            </p>
          ))}
          {section.id === AUDIENCE_SECTION && <AudienceOptOut />}
        </section>
      ))}
    </div>
  );
}
