import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/ban_appeal')({
  loader: () => loadRouteCatalog('help'),
  // The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
  component: lazyRouteComponent(() => import('@/features/help/appeal-page'), 'BanAppealPage'),
});
