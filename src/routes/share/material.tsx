import { createFileRoute } from '@tanstack/react-router';
import { ShareMaterialPage } from '@/features/share/material-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/material?material_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/material')({
  validateSearch: shareSearch('material_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).material_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('material', id, context.services?.client));
  },
  component: function ShareMaterialPageRoute() {
    const search = Route.useSearch();
    return <ShareMaterialPage materialId={search.material_id ?? null} />;
  },
});
