import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { AchievementsPage } from '@/features/rank/achievements-page';
import { parseNpcOwnerSearch } from '@/features/rank/rank-search';

/** /achievement/npc?npc_id= : a character's achievements. */
export const Route = createFileRoute('/achievement/npc')({
  validateSearch: parseNpcOwnerSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function NpcAchievementsRoute() {
    const { npc_id } = Route.useSearch();
    return <AchievementsPage scope="npc" {...(npc_id ? { ownerId: npc_id } : {})} />;
  },
});
