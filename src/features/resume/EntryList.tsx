import type { Lang } from '../../content/languages.ts';
import { periodText, type ResumeEntry } from '../../content/resume.ts';
import { PhraseText } from '../../ui/PhraseText.tsx';

export function EntryList({ entries, lang }: { entries: ResumeEntry[]; lang: Lang }) {
  return (
    <ul className="resume__grid">
      {entries.map((entry) => (
        <li key={entry.title[lang]} className="resume__card">
          <p className="resume__period">{periodText(entry, lang)}</p>
          <h3 className="resume__card-title">{entry.title[lang]}</h3>
          <p className="resume__place">{entry.place}</p>
          <p className="resume__description">
            <PhraseText phrase={entry.description[lang]} />
          </p>
          {entry.result && <p className="resume__result">{entry.result[lang]}</p>}
        </li>
      ))}
    </ul>
  );
}
