import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { summerCollectionCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { SummerCollectionPage } from '@/features/campaign/summer/summer-collection-page';

/** /summer/collection/fm (README "Campaigns"): the visitor's collection, read with their session in their language. */
export const Route = createFileRoute('/summer/collection/fm')({
  staticData: {
    page: 'summer_collection_fm',
    title: msg({ id: 'title.summer_collection_fm', message: 'FM Collection' }),
    render: 'personal',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [], [summerCollectionCall('fm', context.locale ?? 'en')]),
  component: function SummerCollectionRoute() {
    return <SummerCollectionPage kind="fm" />;
  },
});
