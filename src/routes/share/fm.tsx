import { createFileRoute } from '@tanstack/react-router';
import { ShareFmPage } from '@/features/share/fm-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/fm?fm_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/fm')({
  validateSearch: shareSearch('fm_id'),
  component: function ShareFmPageRoute() {
    const search = Route.useSearch();
    return <ShareFmPage fmId={search.fm_id ?? null} />;
  },
});
