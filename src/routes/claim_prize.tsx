import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { campaignSearch } from '@/features/campaign/shared/campaign-search';
import { loadClaimPrizeRoute } from '@/features/campaign/prizes/prize-route-data';
import { ClaimPrizePage } from '@/features/campaign/prizes/claim-prize-page';

/** /claim_prize?record_id= (README "Campaigns"): the visitor's prize and the contact it is sent to. */
export const Route = createFileRoute('/claim_prize')({
  staticData: {
    page: 'claim_prize',
    title: msg({ id: 'title.claim_prize', message: 'Claim Your Prize' }),
    render: 'personal',
    catalog: 'campaign',
  },
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ recordId: search.record_id }),
  loader: ({ context, deps }) => loadClaimPrizeRoute(context, deps.recordId),
  component: function ClaimPrizeRoute() {
    return <ClaimPrizePage recordId={Route.useSearch().record_id} />;
  },
});
