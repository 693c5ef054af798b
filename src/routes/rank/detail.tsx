import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { RankDetailPage } from '@/features/rank/rank-detail-page';
import { parseBoardSearch } from '@/features/rank/rank-search';

/** /rank/detail?board=&period= (README "Rankings"): the rank list detail, the spec names no path. */
export const Route = createFileRoute('/rank/detail')({
  validateSearch: parseBoardSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function RankDetailRoute() {
    const navigate = Route.useNavigate();
    return <RankDetailPage search={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
