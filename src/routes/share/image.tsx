import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareImagePage } from '@/features/share/image-page';
import { imageContentCall } from '@/features/share/calls/image';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/image?image_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/image')({
  staticData: {
    page: 'share_image',
    title: msg({ id: 'title.share_image', message: 'Shared Image' }),
    render: 'shared',
  },
  validateSearch: shareSearch('image_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('image_id'), imageContentCall),
  component: function ShareImagePageRoute() {
    const search = Route.useSearch();
    return <ShareImagePage imageId={search.image_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
