import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'RankPage');

/** /rank?board=popular|gem_elite&period=daily|weekly|monthly|champion (README "Rankings"). */
export const Route = createFileRoute('/rank/')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  loader: () => loadRouteCatalog('rank'),
  component: function RankRoute() {
    const navigate = Route.useNavigate();
    return <Page query={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
