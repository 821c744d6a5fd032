import { availabilityLine } from '../../content/availability.ts';
import type { Lang } from '../../content/languages.ts';
import { profile, spokenLanguages } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

export function AboutMe({ lang }: { lang: Lang }) {
  const terms = ui[lang].resume.facts;
  const availability = availabilityLine(lang);
  const facts: [string, string][] = [
    ...(availability ? [[terms.availability, availability] as [string, string]] : []),
    [terms.name, profile.name],
    [terms.age, profile.age[lang]],
    [terms.city, profile.city],
    [terms.nationality, profile.nationality[lang]],
    [terms.phone, profile.phone],
    [terms.email, profile.email],
    [
      terms.languages,
      spokenLanguages(lang)
        .map((language) => language.text)
        .join(', '),
    ],
    [terms.interests, profile.interests[lang].join(', ')],
  ];
  return (
    <dl className="about">
      {/* A fact the owner left empty (no interests) has no row. */}
      {facts
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term} className="about__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
