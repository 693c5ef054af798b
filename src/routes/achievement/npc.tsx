import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { RawQuery } from '@/features/rank/rank-search';
import { loadRouteData } from '@/kernel/data';
import { achievementsRouteCall } from '@/features/rank/rank-calls';

// The area's pages are one chunk, loaded by the route's own chunk (not listed in the boot chunk).
const Page = lazyRouteComponent(() => import('@/features/rank/pages'), 'AchievementsPage');

/** /achievement/npc?npc_id= : a character's achievements. */
export const Route = createFileRoute('/achievement/npc')({
  // Plain strings: the page parses them (rank-search.ts), keeping the parser out of the boot chunk.
  validateSearch: (query: RawQuery) => query,
  // The achievements the query names start with the route (the same call, same key as the page's), so
  // the server's HTML carries them. Loader and component share one chunk.
  loader: ({ context, location }) => Promise.all([loadRouteCatalog('rank'), loadRouteData(context, achievementsRouteCall('npc', location.search))]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function NpcAchievementsRoute() {
    return <Page scope="npc" query={Route.useSearch()} />;
  },
});
