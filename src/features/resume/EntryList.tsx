import type { ResumeEntry } from '../../content/resume';

export function EntryList({ entries }: { entries: ResumeEntry[] }) {
  return (
    <ul className="resume__grid">
      {entries.map((entry) => (
        <li key={entry.title} className="resume__card">
          <p className="resume__period">{entry.period}</p>
          <h3 className="resume__card-title">{entry.title}</h3>
          <p className="resume__place">{entry.place}</p>
          <p className="resume__description">{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}
