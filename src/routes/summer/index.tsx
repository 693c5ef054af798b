import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { summerEventCall, summerOverviewCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerPage } from '@/features/campaign/summer/summer-page';

/** /summer (README "Campaigns"): the event's window for everyone, the visitor's overview with their session. */
export const Route = createFileRoute('/summer/')({
  staticData: {
    page: 'summer',
    title: msg({ id: 'title.summer', message: 'Summer Event' }),
    render: 'personal',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [summerEventCall()], [summerOverviewCall()]),
  component: SummerPage,
});
