import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';
import { loadRouteData } from '@/kernel/data';
import { starRankRouteCall } from '@/features/rank/rank-calls';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'StarRankPage');

/** /star_rank?npc_id=&section=task|level, as the app's star rank deep link (section defaults to task). */
export const Route = createFileRoute('/star_rank')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  // The page's read starts with the route (the same call, same key as the page's); an answer already
  // in is in the first paint. Loader and component share one chunk.
  loader: ({ context, location }) => Promise.all([loadRouteCatalog('rank'), loadRouteData(context, starRankRouteCall(location.search))]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function StarRankRoute() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <Page query={query} onSection={(section) => void navigate({ search: { ...query, section }, replace: true })} />;
  },
});
