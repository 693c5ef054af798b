import { createFileRoute } from '@tanstack/react-router';
import { campaignSearch } from '@/features/campaign/shared/campaign-search';
import { loadSpinRoute } from '@/features/campaign/spin/spin-route-data';
import { SpinWheelPage } from '@/features/campaign/spin/spin-page';

/** /spin_wheel[?event_id=] (README "Campaigns"): the spin page as a wheel. */
export const Route = createFileRoute('/spin_wheel')({
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ eventId: search.event_id }),
  loader: ({ context, deps }) => loadSpinRoute(context, 'wheel', deps.eventId),
  component: function SpinWheelRoute() {
    return <SpinWheelPage design="wheel" eventId={Route.useSearch().event_id} />;
  },
});
