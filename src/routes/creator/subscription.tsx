import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';

const page = () => import('@/features/creator/subscription-page');

/** /creator/subscription[?creator_id=] (README "Creator tools"): the spec names the screen, not its path. */
export const Route = createFileRoute('/creator/subscription')({
  // The catalog and the page's code, and with the app's session on the server the visitor's own
  // settings (or subscription status), before it renders.
  loader: ({ context, location }) =>
    Promise.all([loadCreatorCatalog(), page().then((m) => m.preloadSubscription(context, location.search as Readonly<Record<string, unknown>>))]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(page, 'SubscriptionPage'),
});
