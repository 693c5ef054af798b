import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { summerCollectionCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerCollectionPage } from '@/features/campaign/summer/summer-collection-page';

/** /summer/collection/npc (README "Campaigns"): the visitor's collection, read with their session in their language. */
export const Route = createFileRoute('/summer/collection/npc')({
  staticData: {
    page: 'summer_collection_npc',
    title: msg({ id: 'title.summer_collection_npc', message: 'Character Collection' }),
    render: 'personal',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [], [summerCollectionCall('npc', context.locale ?? 'en')]),
  component: function SummerCollectionRoute() {
    return <SummerCollectionPage kind="npc" />;
  },
});
