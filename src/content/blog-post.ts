/** What the build tells the pages of a post (src/tooling/posts), from its file name and front matter. */
import type { Lang } from './languages.ts';

export type PostKey = { slug: string; lang: Lang };

export type Post = PostKey & {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  /** The projects' tags: a project page lists the posts that share one. */
  tags: string[];
  /** Minutes of reading. */
  minutes: number;
};
