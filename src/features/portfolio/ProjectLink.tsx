import type { ReactNode } from 'react';

type ProjectLinkProps = { href: string; icon: ReactNode; label: string; project: string };

/**
 * Opens in a new tab. Screen readers also hear which project it is for and that it opens a new tab,
 * after the visible label (which voice control users say). Without an address it is a disabled link
 * rather than a dead one.
 */
export function ProjectLink({ href, icon, label, project }: ProjectLinkProps) {
  const content = (
    <>
      <span className="portfolio__link-icon">{icon}</span>
      <span lang="en">{label}</span>
    </>
  );
  // One text node each: React's prerender would put comments between separate ones.
  if (!href) {
    return (
      <span className="portfolio__link" role="link" aria-disabled="true">
        {content}
        <span className="visually-hidden">{` (${project}, non disponible)`}</span>
      </span>
    );
  }
  return (
    <a className="portfolio__link" href={href} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden">{` (${project}, nouvel onglet)`}</span>
    </a>
  );
}
