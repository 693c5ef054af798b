import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/ban_appeal')({
  // Rendered by the server with the visitor's session, the ban is read by the route (the page's read).
  loader: ({ context }) => import('@/features/help/appeal-page').then((m) => m.loadBanAppeal(context)),
  codeSplitGroupings: [['loader', 'component']],
  // The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
  component: lazyRouteComponent(() => import('@/features/help/appeal-page'), 'BanAppealPage'),
});
