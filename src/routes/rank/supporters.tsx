import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { querySchema } from '@/platform/query-schema';
import { loadRouteData } from '@/kernel/data';
import { supportersRouteCall } from '@/features/rank/rank-calls';
import { SupportersPage } from '@/features/rank/pages';

/** /rank/supporters?npc_id= or ?creator_id= (README "Rankings"). */
export const Route = createFileRoute('/rank/supporters')({
  staticData: {
    page: 'rank_supporters',
    title: msg({ id: 'title.rank_supporters', message: 'Top Supporters' }),
    render: 'shared',
    catalog: 'rank',
  },
  validateSearch: querySchema('npc_id', 'creator_id', 'period'),
  // The page's read starts with the route (the same call, same key as the page's); an answer already in is in the first
  // paint.
  loader: ({ context, location }) =>
    Promise.all([loadRouteCatalog('rank'), loadRouteData(context, supportersRouteCall(location.search))]).then(
      () => undefined,
    ),
  component: function SupportersRoute() {
    return <SupportersPage query={Route.useSearch()} />;
  },
});
