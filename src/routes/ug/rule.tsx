import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ugEventCall } from '@/features/campaign/shared/campaign-calls';
import { loadCampaignRoute } from '@/features/campaign/shared/campaign-route-data';
import { UgRulePage } from '@/features/campaign/ug/ug-pages';

/** /ug/rule (README "Campaigns"): the event's rules and window, the same for everyone. */
export const Route = createFileRoute('/ug/rule')({
  staticData: {
    page: 'ug_rule',
    title: msg({ id: 'title.ug_rule', message: 'Event Rules' }),
    render: 'shared',
    catalog: 'campaign',
  },
  loader: ({ context }) => loadCampaignRoute(context, [ugEventCall()]),
  component: UgRulePage,
});
