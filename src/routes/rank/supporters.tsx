import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseSupportersSearch } from '@/features/rank/rank-search';
import { SupportersPage } from '@/features/rank/supporters-page';

/** /rank/supporters?npc_id= or ?creator_id= (README "Rankings"). */
export const Route = createFileRoute('/rank/supporters')({
  validateSearch: parseSupportersSearch,
  loader: () => loadRouteCatalog('rank'),
  component: function SupportersRoute() {
    return <SupportersPage search={Route.useSearch()} />;
  },
});
