import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShareMaterialPage } from '@/features/share/material-page';
import { materialContentCall } from '@/features/share/calls/material';
import { shareSearch } from '@/features/share/share-search';
import { loadShareRoute } from '@/features/share/share-route-loader';
import { loaderHead } from '@/kernel/page-head';

/**
 * /share/material?material_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found.
 */
export const Route = createFileRoute('/share/material')({
  staticData: {
    page: 'share_material',
    title: msg({ id: 'title.share_material', message: 'Shared Material' }),
    render: 'shared',
  },
  validateSearch: shareSearch('material_id'),
  // The content request starts with the route (or is adopted from index.html's early request); its
  // answer, if already in, is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) =>
    loadShareRoute(context, new URLSearchParams(location.searchStr).get('material_id'), materialContentCall),
  component: function ShareMaterialPageRoute() {
    const search = Route.useSearch();
    return <ShareMaterialPage materialId={search.material_id ?? null} />;
  },
  // The server render's head: what the loader found (the share preview or an honest unavailable state).
  head: loaderHead,
});
