import { createFileRoute } from '@tanstack/react-router';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { UgVideoPage } from '@/features/campaign/ug/ug-pages';

/** /ug/video (README "Campaigns"): the promo video reads nothing. */
export const Route = createFileRoute('/ug/video')({
  loader: ({ context }) => loadCampaignRoute(context, []),
  component: UgVideoPage,
});
