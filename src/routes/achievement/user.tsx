import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';
import { achievementsRouteRead } from '@/features/rank/rank-calls';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'AchievementsPage');

/** /achievement/user?user_id= : a user's achievements, by default the visitor's own. */
export const Route = createFileRoute('/achievement/user')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  // The achievements the query names start with the route (the same call, same key as the page's), so
  // the server's HTML carries them. The visitor's own (no user_id) are in it when the app's session comes
  // with the request; else the page reads them once the login is ready. Loader and component share one chunk.
  loader: ({ context, location }) => Promise.all([loadRouteCatalog('rank'), achievementsRouteRead('user', context, location.search)]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function UserAchievementsRoute() {
    return <Page scope="user" query={Route.useSearch()} />;
  },
});
