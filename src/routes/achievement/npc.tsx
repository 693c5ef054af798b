import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'AchievementsPage');

/** /achievement/npc?npc_id= : a character's achievements. */
export const Route = createFileRoute('/achievement/npc')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  loader: () => loadRouteCatalog('rank'),
  component: function NpcAchievementsRoute() {
    return <Page scope="npc" query={Route.useSearch()} />;
  },
});
