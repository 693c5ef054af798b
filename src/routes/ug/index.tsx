import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ugEventCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { UgPage } from '@/features/campaign/ug/ug-pages';

/** /ug (README "Campaigns"): the event's window does not depend on who is logged in. */
export const Route = createFileRoute('/ug/')({
  staticData: {
    page: 'ug',
    title: msg({ id: 'title.ug', message: 'Invite & Earn' }),
    render: 'shared',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [ugEventCall()]),
  component: UgPage,
});
