import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SharePostPage } from '@/features/share/post-page';
import { shareSearch } from '@/features/share/share-search';
import { loadPublicPost } from '@/features/share/calls/public-post';
import { loaderHead } from '@/kernel/page-head';

/** /share/post?post_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/post')({
  staticData: {
    page: 'share_post',
    title: msg({ id: 'title.share_post', message: 'Shared Post' }),
    render: 'shared',
  },
  validateSearch: shareSearch('post_id'),
  // A post everyone may see comes rendered by the server: boot takes it over with the page's answers.
  component: function SharePostPageRoute() {
    const search = Route.useSearch();
    return <SharePostPage postId={search.post_id ?? null} />;
  },
  // The server render reads a post everyone may see (as any visitor sees it) and writes the head from it.
  loader: ({ context, location }) => loadPublicPost(context, new URLSearchParams(location.searchStr).get('post_id')),
  head: loaderHead,
});
