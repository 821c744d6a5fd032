import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam } from '../../content/languages.ts';
import { postTitle } from '../../content/pages.ts';
import { loadPost } from '../../content/posts.ts';
import { PostPage } from '../../features/blog/PostPage.tsx';

export const Route = createFileRoute('/{-$lang}/blog_/$slug')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    const found = await loadPost(params.slug, languageOfParam(params.lang));
    // An unknown post, or one not written in this language, is the blog's index.
    if (!found) throw redirect({ to: '/{-$lang}/blog', params: { lang: params.lang }, replace: true });
    return found;
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: postTitle(loaderData.post.title) }] : [] }),
  component: function PostRoute() {
    const { post, html } = Route.useLoaderData();
    return <PostPage post={post} html={html} />;
  },
});
