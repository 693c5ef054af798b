import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { campaignSearch } from '@/features/campaign/shared/campaign-search';
import { loadEasterEggRoute } from '@/features/campaign/prizes/prize-route-data';
import { EasterEggPage } from '@/features/campaign/prizes/easter-egg-page';

/** /activity/easter_egg[?event_id=] (README "Campaigns"): the egg hunt's prize. */
export const Route = createFileRoute('/activity/easter_egg')({
  staticData: {
    page: 'easter_egg',
    title: msg({ id: 'title.easter_egg', message: 'Easter Egg' }),
    render: 'personal',
    catalog: 'campaign',
  },
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ eventId: search.event_id }),
  loader: ({ context, deps }) => loadEasterEggRoute(context, deps.eventId),
  component: function EasterEggRoute() {
    return <EasterEggPage eventId={Route.useSearch().event_id} />;
  },
});
