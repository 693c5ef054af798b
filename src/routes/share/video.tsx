import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareVideoPage } from '@/features/share/video-page';
import { videoContentCall } from '@/features/share/calls/video';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/video?video_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/video')({
  staticData: {
    page: 'share_video',
    title: msg({ id: 'title.share_video', message: 'Shared Video' }),
    render: 'shared',
  },
  validateSearch: shareSearch('video_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('video_id'), videoContentCall),
  component: function ShareVideoPageRoute() {
    const search = Route.useSearch();
    return <ShareVideoPage videoId={search.video_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
