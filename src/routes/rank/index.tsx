import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { loadRouteData } from '@/kernel/data';
import { boardRouteCall } from '@/features/rank/rank-calls';
import { RankPage } from '@/features/rank/pages';

/** /rank?board=popular|gem_elite&period=daily|weekly|monthly|champion (README "Rankings"). */
export const Route = createFileRoute('/rank/')({
  staticData: {
    page: 'rank',
    title: msg({ id: 'title.rank', message: 'Rankings' }),
    render: 'shared',
    catalog: 'rank',
  },
  // The page parses the values (rank-search.ts): one it does not know falls back to the first tab.
  validateSearch: querySchema('board', 'period'),
  // The board as everyone sees it starts with the route (the same call, same key as the page's), so
  // the server's HTML carries it; a real-name visitor's own entry is read by the page once they are logged in.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), loadRouteData(context, boardRouteCall(location.search))]).then(
      () => undefined,
    ),
  component: function RankRoute() {
    const navigate = Route.useNavigate();
    return <RankPage query={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
