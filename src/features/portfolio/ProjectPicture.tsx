import type { Project } from '../../content/projects';

const DIR = '/media/projects';
const SIZES = '(max-width: 768px) 92vw, 45vw';
const srcset = (name: string, format: string) =>
  `${DIR}/${name}-640.${format} 640w, ${DIR}/${name}-1280.${format} 1280w`;

/** A project's picture in AVIF or WebP, 4:3, sized by the browser from srcset; off-screen ones are decorative. */
export function ProjectPicture({ project, hidden, eager }: { project: Project; hidden: boolean; eager: boolean }) {
  return (
    <picture className="portfolio__picture">
      <source type="image/avif" srcSet={srcset(project.image, 'avif')} sizes={SIZES} />
      <img
        src={`${DIR}/${project.image}-640.webp`}
        srcSet={srcset(project.image, 'webp')}
        sizes={SIZES}
        width={640}
        height={480}
        alt={hidden ? '' : project.imageAlt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
