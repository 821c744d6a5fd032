import type { Lang } from '../../content/languages.ts';
import { plainText } from '../../content/phrase.ts';
import { skillCategories } from '../../content/skills.ts';
import { PhraseText } from '../../ui/PhraseText.tsx';
import type { SkillIcons } from '../../ui/skill-icons.tsx';

/** The skill categories: a list of cards, each under its heading (no landmark of its own). */
export function SkillList({ lang, icons }: { lang: Lang; icons: SkillIcons }) {
  return (
    <ul className="resume__grid">
      {skillCategories.map((category) => (
        <li key={plainText(category.title[lang])} className="resume__card">
          <h3 className="resume__card-title">
            <PhraseText phrase={category.title[lang]} />
          </h3>
          <ul className="skills">
            {category.skills.map((skill) => {
              const Icon = icons[skill.icon];
              return (
                <li key={skill.name} className="skills__item">
                  <Icon aria-hidden className="skills__icon" />
                  {skill.name}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
