import type { Lang } from '../../content/languages';
import { skillCategories } from '../../content/skills';
import { skillIcons } from './skill-icons';

export function SkillList({ lang }: { lang: Lang }) {
  return (
    <div className="resume__grid">
      {skillCategories.map((category) => (
        <section key={category.title[lang]} className="resume__card" aria-label={category.title[lang]}>
          <h3 className="resume__card-title">{category.title[lang]}</h3>
          <ul className="skills">
            {category.skills.map((skill) => {
              const Icon = skillIcons[skill.icon];
              return (
                <li key={skill.name} className="skills__item">
                  <Icon aria-hidden className="skills__icon" />
                  {skill.name}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
