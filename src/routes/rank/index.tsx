import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';
import { loadRouteData } from '@/kernel/data';
import { boardRouteCall } from '@/features/rank/rank-calls';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'RankPage');

/** /rank?board=popular|gem_elite&period=daily|weekly|monthly|champion (README "Rankings"). */
export const Route = createFileRoute('/rank/')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  // The board as everyone sees it starts with the route (the same call, same key as the page's), so
  // the server's HTML carries it; a real-name visitor's own entry is read by the page once they are
  // logged in. Loader and component share one chunk.
  loader: ({ context, location }) => Promise.all([loadRouteCatalog('rank'), loadRouteData(context, boardRouteCall(location.search))]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function RankRoute() {
    const navigate = Route.useNavigate();
    return <Page query={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
