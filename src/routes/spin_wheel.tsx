import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { campaignSearch } from '@/features/campaign/shared/campaign-search';
import { loadSpinRoute } from '@/features/campaign/spin/spin-route-data';
import { SpinWheelPage } from '@/features/campaign/spin/spin-page';

/** /spin_wheel[?event_id=] (README "Campaigns"): the spin page as a wheel. */
export const Route = createFileRoute('/spin_wheel')({
  staticData: {
    page: 'spin_wheel',
    title: msg({ id: 'title.spin_wheel', message: 'Spin Wheel' }),
    render: 'personal',
    catalog: 'campaign',
  },
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ eventId: search.event_id }),
  loader: ({ context, deps }) => loadSpinRoute(context, 'wheel', deps.eventId),
  component: function SpinWheelRoute() {
    return <SpinWheelPage design="wheel" eventId={Route.useSearch().event_id} />;
  },
});
