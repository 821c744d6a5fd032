import type { Lang } from '../content/languages.ts';
import type { Project } from '../content/projects.ts';
import { PICTURE_SIZES, pictureFallback, pictureSrcSet } from './picture-sources.ts';

type Props = {
  project: Project;
  lang: Lang;
  hidden: boolean;
  eager: boolean;
  load: boolean;
  inlineAvif?: string;
  sizes?: string;
};

/**
 * A project's picture in AVIF or WebP, 4:3, sized by the browser from srcset (`sizes`: how wide it
 * shows, the carousel's by default). Off-screen ones are decorative; one not yet within a step of
 * the visitor keeps its place empty and loads nothing. The one the page opens with is its largest
 * paint (`eager`): it comes first, and on the Portfolio page from inside the page (`inlineAvif`,
 * its small AVIF as a data URL).
 */
export function ProjectPicture({ project, lang, hidden, eager, load, inlineAvif, sizes = PICTURE_SIZES }: Props) {
  if (!load) return <picture className="portfolio__picture" />;
  return (
    <picture className="portfolio__picture">
      <source type="image/avif" srcSet={pictureSrcSet(project.image, 'avif', inlineAvif)} sizes={sizes} />
      <img
        src={pictureFallback(project.image)}
        srcSet={pictureSrcSet(project.image, 'webp')}
        sizes={sizes}
        width={640}
        height={480}
        alt={hidden ? '' : project.imageAlt[lang]}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
