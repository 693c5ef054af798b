import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { querySchema } from '@/platform/query-schema';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { preloadSubscription, SubscriptionPage } from '@/features/creator/subscription-page';

/** /creator/subscription[?creator_id=] (README "Creator tools"): the spec names the screen, not its path. */
export const Route = createFileRoute('/creator/subscription')({
  staticData: {
    page: 'creator_subscription',
    title: msg({ id: 'title.creator_subscription', message: 'Creator Subscription' }),
    render: 'personal',
    catalog: 'creator',
  },
  // The page reads the id (queryIdOf) and drops a malformed one.
  validateSearch: querySchema('creator_id'),
  // The catalog and the page's code, and with the app's session on the server the visitor's own
  // settings (or subscription status), before it renders.
  loader: ({ context, location }) =>
    Promise.all([loadCreatorCatalog(), preloadSubscription(context, location.search)]).then(() => undefined),
  component: SubscriptionPage,
});
