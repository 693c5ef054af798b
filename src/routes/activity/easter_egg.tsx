import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseCampaignSearch } from '@/features/campaign/campaign-search';
import { EasterEggPage } from '@/features/campaign/easter-egg-page';

/** /activity/easter_egg?event_id= (README "Campaigns"). */
export const Route = createFileRoute('/activity/easter_egg')({
  validateSearch: parseCampaignSearch,
  loader: () => loadRouteCatalog('campaign'),
  component: function EasterEggRoute() {
    return <EasterEggPage eventId={Route.useSearch().event_id} />;
  },
});
