import { createFileRoute } from '@tanstack/react-router';
import { ShareImagePage } from '@/features/share/image-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/image?image_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/image')({
  validateSearch: shareSearch('image_id'),
  component: function ShareImagePageRoute() {
    const search = Route.useSearch();
    return <ShareImagePage imageId={search.image_id ?? null} />;
  },
});
