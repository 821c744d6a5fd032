import { Link } from '@tanstack/react-router';
import { FaArrowRight } from 'react-icons/fa';
import { languageParam } from '../../content/languages.ts';
import type { ShownProject } from '../../content/case-studies.ts';
import { useTexts } from '../../lib/language.ts';
import { ProjectCards } from '../../ui/ProjectCard.tsx';

/** Under the hero: the featured projects, each a card one click from its case study, and the way to every project. */
export function FeaturedWork({ projects }: { projects: ShownProject[] }) {
  const { lang, texts } = useTexts();
  return (
    <section className="featured" aria-labelledby="featured-title">
      <div className="featured__head">
        <h2 id="featured-title" className="featured__title">
          {texts.home.featuredWork}
        </h2>
        <Link className="featured__all" to="/{-$lang}/experience" params={{ lang: languageParam(lang) }}>
          {texts.home.allProjects}
          <FaArrowRight aria-hidden />
        </Link>
      </div>
      <ProjectCards projects={projects} />
    </section>
  );
}
