import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { summerHistoryCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerHistoryPage } from '@/features/campaign/summer/summer-history-page';

/** /summer/rewarded_history (README "Campaigns"): the visitor's rewards, read with their session. */
export const Route = createFileRoute('/summer/rewarded_history')({
  staticData: {
    page: 'summer_rewarded_history',
    title: msg({ id: 'title.summer_rewarded_history', message: 'Reward History' }),
    render: 'personal',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [], [summerHistoryCall()]),
  component: SummerHistoryPage,
});
