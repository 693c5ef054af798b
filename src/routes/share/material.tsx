import { createFileRoute } from '@tanstack/react-router';
import { ShareMaterialPage } from '@/features/share/material-page';
import { shareSearch } from '@/features/share/share-search';

/** /share/material?material_id=<id> (README "Share page query parameters"); a missing or malformed id shows not found. */
export const Route = createFileRoute('/share/material')({
  validateSearch: shareSearch('material_id'),
  component: function ShareMaterialPageRoute() {
    const search = Route.useSearch();
    return <ShareMaterialPage materialId={search.material_id ?? null} />;
  },
});
