import { createFileRoute } from '@tanstack/react-router';
import { ShareImagePage } from '@/features/share/image-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/image?image_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/image')({
  validateSearch: shareSearch('image_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).image_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('image', id, context.services?.client));
  },
  component: function ShareImagePageRoute() {
    const search = Route.useSearch();
    return <ShareImagePage imageId={search.image_id ?? null} />;
  },
});
