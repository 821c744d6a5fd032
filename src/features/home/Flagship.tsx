import { Link } from '@tanstack/react-router';
import { FaArrowRight } from 'react-icons/fa';
import type { ShownProject } from '../../content/case-studies.ts';
import { languageParam } from '../../content/languages.ts';
import { useTexts } from '../../lib/language.ts';
import { pictureUrl, PICTURE_FORMATS } from '../../ui/picture-files.ts';
import { NOTHING, WIDE } from './wide-only.ts';

/** Its width on wide screens (home.css), which picks the file. */
const SHOWN_WIDTH = '24rem';

/**
 * The first featured project, beside the hero text where the right half of a wide screen would be
 * empty (the portrait takes that place when there is one). Absent below: narrow screens show it
 * first under the hero, and its picture fetches nothing there.
 */
export function Flagship({ project }: { project: ShownProject }) {
  const { lang, texts } = useTexts();
  const params = { lang: languageParam(lang), slug: project.slug };
  return (
    <aside className="hero__flagship fade fade--1" aria-labelledby="flagship-title">
      <picture className="hero__flagship-picture">
        {PICTURE_FORMATS.map((format) => (
          <source
            key={format}
            media={WIDE}
            type={`image/${format}`}
            srcSet={`${pictureUrl(project.image, 640, format)} 640w`}
            sizes={SHOWN_WIDTH}
          />
        ))}
        <source srcSet={NOTHING} />
        <img
          src={pictureUrl(project.image, 640, 'webp')}
          alt=""
          width={640}
          height={480}
          fetchPriority="low"
          decoding="async"
        />
      </picture>
      <div className="hero__flagship-body">
        <p className="badge">{texts.home.flagship}</p>
        <h2 id="flagship-title" className="hero__flagship-title">
          {project.title[lang]}
        </h2>
        <p className="meta">{`${project.year} · ${texts.portfolio.contexts[project.context]} · ${project.tags.join(', ')}`}</p>
        {project.facts?.outcome && <p className="hero__flagship-outcome">{project.facts.outcome[lang]}</p>}
        <Link className="hero__flagship-link" to="/{-$lang}/experience/$slug" params={params}>
          {project.caseStudy ? texts.portfolio.readCaseStudy : texts.portfolio.viewProject}
          <span className="visually-hidden">{` : ${project.title[lang]}`}</span>
          <FaArrowRight aria-hidden />
        </Link>
      </div>
    </aside>
  );
}
