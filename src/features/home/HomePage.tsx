import { FaDownload, FaGithub, FaLinkedinIn } from 'react-icons/fa';
import { availabilityLine } from '../../content/availability.ts';
import hasPortrait from 'virtual:build-facts/portrait';
import { cvFileName, cvPath, profile } from '../../content/profile.ts';
import type { ShownProject } from '../../content/case-studies.ts';
import { useTexts } from '../../lib/language.ts';
import { HeroVideo } from './HeroVideo.tsx';
import { Portrait } from './Portrait.tsx';
import { Flagship } from './Flagship.tsx';
import { FeaturedWork } from './FeaturedWork.tsx';
import './home.css';

/** `featured`: the projects the home page shows first; `technologies`: the ones the work shows most. */
export function HomePage({ featured, technologies }: { featured: ShownProject[]; technologies: string[] }) {
  const { lang, texts } = useTexts();
  const availability = availabilityLine(lang);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__content">
          {/* One colour: the accent goes to the job title and the actions below. */}
          <h1 id="hero-title" className="hero__title fade fade--1" tabIndex={-1}>
            {profile.name}
          </h1>
          <p className="hero__tagline fade fade--1">{profile.tagline[lang]}</p>
          <p className="hero__subtitle fade fade--2">{profile.jobTitle[lang]}</p>
          {availability && <p className="hero__availability fade fade--2">{availability}</p>}
          <div className="fade fade--3">
            <p className="hero__intro">{profile.intro[lang]}</p>
            <p className="hero__stack meta">
              <span className="hero__stack-label">{texts.home.coreTechnologies}</span>
              {technologies.join(' · ')}
            </p>
            <div className="hero__actions">
              <a className="button" href={cvPath(lang)} download={cvFileName}>
                <FaDownload aria-hidden />
                {texts.home.downloadCv}
              </a>
              <a className="hero__social" href={profile.links.github} target="_blank" rel="noopener noreferrer">
                <FaGithub aria-hidden />
                <span className="visually-hidden">{texts.home.githubLink}</span>
              </a>
              <a className="hero__social" href={profile.links.linkedin} target="_blank" rel="noopener noreferrer">
                <FaLinkedinIn aria-hidden />
                <span className="visually-hidden">{texts.home.linkedinLink}</span>
              </a>
            </div>
          </div>
        </div>
        {hasPortrait ? <Portrait /> : featured[0] && <Flagship project={featured[0]} />}
        {/* After the text, so its pause button comes last, where it shows, in the Tab order. */}
        <HeroVideo />
      </section>
      <FeaturedWork projects={featured} />
    </>
  );
}
