import { createFileRoute } from '@tanstack/react-router';
import { summerHistoryCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerHistoryPage } from '@/features/campaign/summer/summer-history-page';

/** /summer/rewarded_history (README "Campaigns"): the visitor's rewards, read with their session. */
export const Route = createFileRoute('/summer/rewarded_history')({
  loader: ({ context }) => loadCampaignRoute(context, [], [summerHistoryCall()]),
  component: SummerHistoryPage,
});
