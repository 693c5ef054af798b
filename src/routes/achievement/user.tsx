import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { achievementsRouteRead } from '@/features/rank/rank-calls';
import { AchievementsPage } from '@/features/rank/pages';

/** /achievement/user?user_id= : a user's achievements, by default the visitor's own. */
export const Route = createFileRoute('/achievement/user')({
  staticData: {
    page: 'achievement_user',
    title: msg({ id: 'title.achievement_user', message: 'My Achievements' }),
    render: { personalUnlessQuery: 'user_id' },
    catalog: 'rank',
  },
  validateSearch: querySchema('user_id'),
  // The achievements the query names start with the route (the same call, same key as the page's), so
  // the server's HTML carries them. The visitor's own (no user_id) are in it when the app's session comes
  // with the request; else the page reads them once the login is ready.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), achievementsRouteRead('user', context, location.search)]).then(
      () => undefined,
    ),
  component: function UserAchievementsRoute() {
    return <AchievementsPage scope="user" query={Route.useSearch()} />;
  },
});
