import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseStarRankSearch } from '@/features/rank/rank-search';
import { StarRankPage } from '@/features/rank/star-rank-page';

/** /star_rank?npc_id=&section=task|level, as the app's star rank deep link (section defaults to task). */
export const Route = createFileRoute('/star_rank')({
  validateSearch: parseStarRankSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function StarRankRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StarRankPage search={search} onSection={(section) => void navigate({ search: { ...search, section }, replace: true })} />;
  },
});
