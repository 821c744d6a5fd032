import type { ReactNode } from 'react';
import type { Words } from '../../content/phrase.ts';
import { useTexts } from '../../lib/language.ts';

type ProjectLinkProps = { href: string; icon: ReactNode; label: Words; project: string };

/**
 * Opens in a new tab. Screen readers also hear which project it is for and that it opens a new tab,
 * after the visible label (which voice control users say). Without an address it is a disabled link
 * rather than a dead one.
 */
export function ProjectLink({ href, icon, label, project }: ProjectLinkProps) {
  const { texts } = useTexts();
  const content = (
    <>
      <span className="portfolio__link-icon">{icon}</span>
      <span lang={label.lang}>{label.text}</span>
    </>
  );
  // One text node each: React's prerender would put comments between separate ones.
  if (!href) {
    return (
      <span className="portfolio__link" role="link" aria-disabled="true">
        {content}
        <span className="visually-hidden">{` ${texts.portfolio.unavailable(project)}`}</span>
      </span>
    );
  }
  return (
    <a className="portfolio__link" href={href} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden">{` ${texts.portfolio.opensNewTab(project)}`}</span>
    </a>
  );
}
