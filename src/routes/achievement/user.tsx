import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'AchievementsPage');

/** /achievement/user?user_id= : a user's achievements, by default the visitor's own. */
export const Route = createFileRoute('/achievement/user')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  loader: () => loadRouteCatalog('rank'),
  component: function UserAchievementsRoute() {
    return <Page scope="user" query={Route.useSearch()} />;
  },
});
