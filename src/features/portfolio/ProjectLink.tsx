import type { ReactNode } from 'react';

type ProjectLinkProps = { href: string; icon: ReactNode; label: string };

/** Opens in a new tab; without an address it is shown as unavailable rather than as a dead link. */
export function ProjectLink({ href, icon, label }: ProjectLinkProps) {
  const content = (
    <>
      <span className="portfolio__link-icon">{icon}</span>
      <span lang="en">{label}</span>
    </>
  );
  if (!href) {
    return (
      <span className="portfolio__link" aria-disabled="true">
        {content}
        <span className="visually-hidden"> (non disponible)</span>
      </span>
    );
  }
  return (
    <a className="portfolio__link" href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
