import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { detailRouteRead } from '@/features/rank/rank-calls';
import { RankDetailPage } from '@/features/rank/pages';

/** /rank/detail?board=&period= (README "Rankings"): the rank list detail; the spec names no path. */
export const Route = createFileRoute('/rank/detail')({
  staticData: {
    page: 'rank_detail',
    title: msg({ id: 'title.rank_detail', message: 'Full Ranking' }),
    render: 'personal',
    catalog: 'rank',
  },
  validateSearch: querySchema('board', 'period'),
  // A real-name visitor's list is in the server's HTML when the app's session comes with the request
  // (detailRouteRead); the browser reads it once the login is ready.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), detailRouteRead(context, location.search)]).then(() => undefined),
  component: function RankDetailRoute() {
    const navigate = Route.useNavigate();
    return <RankDetailPage query={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
  },
});
