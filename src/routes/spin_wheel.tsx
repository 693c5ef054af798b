import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseCampaignSearch } from '@/features/campaign/campaign-search';
import { SpinWheelPage } from '@/features/campaign/spin-page';

/** /spin_wheel?event_id= (README "Campaigns"): the wheel of the running spin event. */
export const Route = createFileRoute('/spin_wheel')({
  validateSearch: parseCampaignSearch,
  loader: () => loadRouteCatalog('campaign'),
  component: function SpinWheelRoute() {
    return <SpinWheelPage design="wheel" eventId={Route.useSearch().event_id} />;
  },
});
