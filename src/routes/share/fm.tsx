import { createFileRoute } from '@tanstack/react-router';
import { ShareFmPage } from '@/features/share/fm-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/fm?fm_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/fm')({
  validateSearch: shareSearch('fm_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).fm_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('fm', id, context.services?.client));
  },
  component: function ShareFmPageRoute() {
    const search = Route.useSearch();
    return <ShareFmPage fmId={search.fm_id ?? null} />;
  },
});
