import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseCampaignSearch } from '@/features/campaign/campaign-search';
import { SpinWheelPage } from '@/features/campaign/spin-page';

/** /spin_wheel_v2?event_id= (README "Campaigns"): the 3×3 grid draw on the same machine. */
export const Route = createFileRoute('/spin_wheel_v2')({
  validateSearch: parseCampaignSearch,
  loader: () => loadRouteCatalog('campaign'),
  component: function SpinWheelV2Route() {
    return <SpinWheelPage design="grid" eventId={Route.useSearch().event_id} />;
  },
});
