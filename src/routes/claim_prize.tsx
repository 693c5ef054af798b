import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { ClaimPrizePage } from '@/features/campaign/claim-prize-page';
import { parseCampaignSearch } from '@/features/campaign/campaign-search';

/** /claim_prize?record_id= (README "Campaigns"): the contact form of a physical prize. */
export const Route = createFileRoute('/claim_prize')({
  validateSearch: parseCampaignSearch,
  loader: () => loadRouteCatalog('campaign'),
  component: function ClaimPrizeRoute() {
    return <ClaimPrizePage recordId={Route.useSearch().record_id} />;
  },
});
