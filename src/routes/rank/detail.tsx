import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';
import { detailRouteRead } from '@/features/rank/rank-calls';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'RankDetailPage');

/** /rank/detail?board=&period= (README "Rankings"): the rank list detail; the spec names no path. */
export const Route = createFileRoute('/rank/detail')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  // A real-name visitor's list is in the server's HTML when the app's session comes with the request
  // (detailRouteRead); the browser reads it once the login is ready. Loader and component share one chunk.
  // The page's own chunk too: hydration then never waits for it (a session update meanwhile would
  // make React drop the server's markup and render the page anew).
  loader: ({ context, location }) => Promise.all([loadRouteCatalog('rank'), detailRouteRead(context, location.search), Page.preload?.()]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function RankDetailRoute() {
    const navigate = Route.useNavigate();
    return <Page query={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
