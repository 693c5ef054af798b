import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { UgVideoPage } from '@/features/campaign/ug/ug-pages';

/** /ug/video (README "Campaigns"): the promo video reads nothing. */
export const Route = createFileRoute('/ug/video')({
  staticData: {
    page: 'ug_video',
    title: msg({ id: 'title.ug_video', message: 'Watch & Earn' }),
    render: 'shared',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, []),
  component: UgVideoPage,
});
