import type { Lang } from '../../content/languages.ts';
import type { Project } from '../../content/projects.ts';
import { PICTURE_SIZES, pictureFallback, pictureSrcSet } from './picture-sources.ts';

type Props = { project: Project; lang: Lang; hidden: boolean; first: boolean; load: boolean };

/**
 * A project's picture in AVIF or WebP, 4:3, sized by the browser from srcset. Off-screen ones are
 * decorative; one not yet within a step of the visitor keeps its place empty and loads nothing.
 * The carousel's first one is the page's largest paint: it comes first, from inside the page.
 */
export function ProjectPicture({ project, lang, hidden, first, load }: Props) {
  if (!load) return <picture className="portfolio__picture" />;
  return (
    <picture className="portfolio__picture">
      <source type="image/avif" srcSet={pictureSrcSet(project.image, 'avif', first)} sizes={PICTURE_SIZES} />
      <img
        src={pictureFallback(project.image)}
        srcSet={pictureSrcSet(project.image, 'webp')}
        sizes={PICTURE_SIZES}
        width={640}
        height={480}
        alt={hidden ? '' : project.imageAlt[lang]}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
