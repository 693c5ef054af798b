import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { loadRouteData } from '@/kernel/data';
import { achievementsRouteCall } from '@/features/rank/rank-calls';
import { AchievementsPage } from '@/features/rank/pages';

/** /achievement/npc?npc_id= : a character's achievements. */
export const Route = createFileRoute('/achievement/npc')({
  staticData: {
    page: 'achievement_npc',
    title: msg({ id: 'title.achievement_npc', message: 'Character Achievements' }),
    render: 'shared',
    catalog: 'rank',
  },
  validateSearch: querySchema('npc_id'),
  // The achievements the query names start with the route (the same call, same key as the page's), so the server's HTML
  // carries them.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), loadRouteData(context, achievementsRouteCall('npc', location.search))]).then(
      () => undefined,
    ),
  component: function NpcAchievementsRoute() {
    return <AchievementsPage scope="npc" query={Route.useSearch()} />;
  },
});
