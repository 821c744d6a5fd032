import { profile } from '../../content/profile';

export function AboutMe() {
  const facts: [string, string][] = [
    ['Nom', profile.name],
    ['Âge', profile.age],
    ['Ville', profile.city],
    ['Nationalité', profile.nationality],
    ['Téléphone', profile.phone],
    ['Email', profile.email],
    ['Langues', profile.languages.join(', ')],
    ["Centres d'intérêt", profile.interests.join(', ')],
  ];
  return (
    <dl className="about">
      {facts.map(([term, value]) => (
        <div key={term} className="about__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
