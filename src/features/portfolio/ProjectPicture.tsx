import type { Project } from '../../content/projects';
import { PICTURE_SIZES, pictureFallback, pictureSrcSet } from './picture-sources';

/**
 * A project's picture in AVIF or WebP, 4:3, sized by the browser from srcset; off-screen ones are
 * decorative and load lazily, the first one is the page's largest paint and comes first.
 */
export function ProjectPicture({ project, hidden, first }: { project: Project; hidden: boolean; first: boolean }) {
  return (
    <picture className="portfolio__picture">
      <source type="image/avif" srcSet={pictureSrcSet(project.image, 'avif')} sizes={PICTURE_SIZES} />
      <img
        src={pictureFallback(project.image)}
        srcSet={pictureSrcSet(project.image, 'webp')}
        sizes={PICTURE_SIZES}
        width={640}
        height={480}
        alt={hidden ? '' : project.imageAlt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
