import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';

/** /creator/subscription[?creator_id=] (README "Creator tools"): the spec names the screen, not its path. */
export const Route = createFileRoute('/creator/subscription')({
  loader: loadCreatorCatalog,
  // The page loads one step after the route chunk (README "Creator tools": first-visit tables).
  component: lazyRouteComponent(() => import('@/features/creator/subscription-page'), 'SubscriptionPage'),
});
