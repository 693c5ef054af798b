import { createFileRoute } from '@tanstack/react-router';
import { ShareVideoPage } from '@/features/share/video-page';
import { parseShareId, shareSearch } from '@/features/share/share-search';

/** /share/video?video_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/video')({
  validateSearch: shareSearch('video_id'),
  // The content request leaves now, beside the page's code (share-requests.ts).
  loader: ({ location, context }) => {
    const id = parseShareId((location.search as Record<string, unknown>).video_id);
    void import('@/features/share/share-requests').then((m) => m.prefetchShare('video', id, context.services?.client));
  },
  component: function ShareVideoPageRoute() {
    const search = Route.useSearch();
    return <ShareVideoPage videoId={search.video_id ?? null} />;
  },
});
