import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { campaignSearch } from '@/features/campaign/shared/campaign-search';
import { loadSpinRoute } from '@/features/campaign/spin/spin-route-data';
import { SpinWheelPage } from '@/features/campaign/spin/spin-page';

/** /spin_wheel_v2[?event_id=] (README "Campaigns"): the spin page as a grid. */
export const Route = createFileRoute('/spin_wheel_v2')({
  staticData: {
    page: 'spin_wheel_v2',
    title: msg({ id: 'title.spin_wheel_v2', message: 'Lucky Spin' }),
    render: 'personal',
    catalog: 'campaign',
  },
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ eventId: search.event_id }),
  loader: ({ context, deps }) => loadSpinRoute(context, 'grid', deps.eventId),
  component: function SpinWheelV2Route() {
    return <SpinWheelPage design="grid" eventId={Route.useSearch().event_id} />;
  },
});
