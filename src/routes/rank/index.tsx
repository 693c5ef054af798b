import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { RankPage } from '@/features/rank/rank-page';
import { parseBoardSearch } from '@/features/rank/rank-search';

/** /rank?board=popular|gem_elite&period=daily|weekly|monthly|champion (README "Rankings"). */
export const Route = createFileRoute('/rank/')({
  validateSearch: parseBoardSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function RankRoute() {
    const navigate = Route.useNavigate();
    return <RankPage search={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
