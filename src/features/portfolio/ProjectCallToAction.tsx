import { Link } from '@tanstack/react-router';
import { FaDownload, FaEnvelope } from 'react-icons/fa';
import { languageParam } from '../../content/languages.ts';
import { cvFileName, cvPath } from '../../content/profile.ts';
import type { Project } from '../../content/projects.ts';
import { useTexts } from '../../lib/language.ts';

/** At the end of a project's page: write to me about it (the subject prefilled), or take the CV. */
export function ProjectCallToAction({ project }: { project: Project }) {
  const { lang, texts } = useTexts();
  const t = texts.project;
  return (
    <section className="project__cta" aria-labelledby="project-cta">
      <h2 id="project-cta" className="project__cta-title">
        {t.callToAction}
      </h2>
      <div className="project__cta-actions">
        <Link
          className="button"
          to="/{-$lang}/contact"
          params={{ lang: languageParam(lang) }}
          search={{ subject: t.contactSubject(project.title[lang]) }}
        >
          <FaEnvelope aria-hidden />
          {t.writeToMe}
        </Link>
        <a className="button button--outline" href={cvPath(lang)} download={cvFileName}>
          <FaDownload aria-hidden />
          {texts.home.downloadCv}
        </a>
      </div>
    </section>
  );
}
