import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'StarRankPage');

/** /star_rank?npc_id=&section=task|level, as the app's star rank deep link (section defaults to task). */
export const Route = createFileRoute('/star_rank')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  loader: () => loadRouteCatalog('rank'),
  component: function StarRankRoute() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <Page query={query} onSection={(section) => void navigate({ search: { ...query, section }, replace: true })} />;
  },
});
