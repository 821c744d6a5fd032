import { useTexts } from '../../lib/language.ts';
import '../../ui/tag.css';

type Props = { tags: string[]; selected: string | undefined; onSelect: (tag: string | undefined) => void };

/** The technology filter: one toggle button per tag, and one for every project. */
export function TechFilter({ tags, selected, onSelect }: Props) {
  const { texts } = useTexts();
  const t = texts.portfolio;
  return (
    <div className="tech-filter" role="group" aria-label={t.filter}>
      <p className="tech-filter__label" aria-hidden="true">
        {t.filter}
      </p>
      <ul className="tech-filter__tags">
        {[undefined, ...tags].map((tag) => (
          <li key={tag ?? ''}>
            <button type="button" className="tag" aria-pressed={tag === selected} onClick={() => onSelect(tag)}>
              {tag ?? t.allProjects}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
