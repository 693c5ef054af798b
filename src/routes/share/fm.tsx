import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareFmPage } from '@/features/share/fm-page';
import { fmContentCall } from '@/features/share/calls/fm';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/** /share/fm?fm_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/fm')({
  staticData: {
    page: 'share_fm',
    title: msg({ id: 'title.share_fm', message: 'Shared FM' }),
    render: 'shared',
  },
  validateSearch: shareSearch('fm_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('fm_id'), fmContentCall),
  component: function ShareFmPageRoute() {
    const search = Route.useSearch();
    return <ShareFmPage fmId={search.fm_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
