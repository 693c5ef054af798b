import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { summerEventCall, summerRankCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerRankPage } from '@/features/campaign/summer/summer-rank-page';

/** /summer/rank (README "Campaigns"): the event's window for everyone, the board with the visitor's session. */
export const Route = createFileRoute('/summer/rank')({
  staticData: {
    page: 'summer_rank',
    title: msg({ id: 'title.summer_rank', message: 'Event Ranking' }),
    render: 'personal',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [summerEventCall()], [summerRankCall()]),
  component: SummerRankPage,
});
