import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseCreatorSubscriptionSearch } from '@/features/creator/creator-search';
import { SubscriptionPage } from '@/features/creator/subscription-page';

/** /creator/subscription[?creator_id=] (README "Creator tools"): the spec names the screen, not its path. */
export const Route = createFileRoute('/creator/subscription')({
  validateSearch: parseCreatorSubscriptionSearch,
  loader: () => loadRouteCatalog('creator'),
  component: function CreatorSubscriptionRoute() {
    const search = Route.useSearch();
    return <SubscriptionPage {...(search.creator_id ? { creatorId: search.creator_id } : {})} />;
  },
});
