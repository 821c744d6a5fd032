import { skillCategories } from '../../content/skills';
import { skillIcons } from './skill-icons';

export function SkillList() {
  return (
    <div className="resume__grid">
      {skillCategories.map((category) => (
        <section key={category.title} className="resume__card" aria-label={category.title}>
          <h3 className="resume__card-title">{category.title}</h3>
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
