import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { loadRouteData } from '@/kernel/data';
import { starRankRouteCall } from '@/features/rank/rank-calls';
import { StarRankPage } from '@/features/rank/pages';

/** /star_rank?npc_id=&section=task|level, as the app's star rank deep link (section defaults to task). */
export const Route = createFileRoute('/star_rank')({
  staticData: {
    page: 'star_rank',
    title: msg({ id: 'title.star_rank', message: 'Star Rank' }),
    render: 'shared',
    catalog: 'rank',
  },
  validateSearch: querySchema('npc_id', 'section'),
  // The page's read starts with the route (the same call, same key as the page's); an answer already in is in the first
  // paint.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), loadRouteData(context, starRankRouteCall(location.search))]).then(
      () => undefined,
    ),
  component: function StarRankRoute() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StarRankPage
        query={query}
        onSection={(section) => void navigate({ search: { ...query, section }, replace: true })}
      />
    );
  },
});
