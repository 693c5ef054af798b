import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { AchievementsPage } from '@/features/rank/achievements-page';
import { parseUserOwnerSearch } from '@/features/rank/rank-search';

/** /achievement/user?user_id= : a user's achievements, by default the visitor's own. */
export const Route = createFileRoute('/achievement/user')({
  validateSearch: parseUserOwnerSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function UserAchievementsRoute() {
    const { user_id } = Route.useSearch();
    return <AchievementsPage scope="user" {...(user_id ? { ownerId: user_id } : {})} />;
  },
});
