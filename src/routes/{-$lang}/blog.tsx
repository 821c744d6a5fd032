import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam } from '../../content/languages.ts';
import { blogTitle, feedPath } from '../../content/pages.ts';
import { loadPosts } from '../../content/posts.ts';
import { BlogPage } from '../../features/blog/BlogPage.tsx';

export const Route = createFileRoute('/{-$lang}/blog')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    const lang = languageOfParam(params.lang);
    const posts = await loadPosts(lang);
    // A language without a post has no blog: its home page, as for any unknown URL.
    if (!posts.length) throw redirect({ to: '/{-$lang}/home', params: { lang: params.lang }, replace: true });
    return { posts, feed: feedPath(lang) };
  },
  head: ({ params }) => ({ meta: [{ title: blogTitle(languageOfParam(params.lang)) }] }),
  component: function BlogRoute() {
    const { posts, feed } = Route.useLoaderData();
    return <BlogPage posts={posts} feed={feed} />;
  },
});
