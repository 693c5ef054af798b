import { createFileRoute } from '@tanstack/react-router';
import { ShareVideoPage } from '@/features/share/video-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/video?video_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/video')({
  validateSearch: shareSearch('video_id'),
  component: function ShareVideoPageRoute() {
    const search = Route.useSearch();
    return <ShareVideoPage videoId={search.video_id ?? null} />;
  },
});
