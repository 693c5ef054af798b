import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The page's first reads (the
 * same calls as the page's) start with the page's module: campaign-routes.tsx.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/spin_wheel')({
  loader: async ({ context, location }) => {
    await Promise.all([loadRouteCatalog('campaign'), import('@/features/campaign/campaign-routes').then((m) => m.SpinWheelRoute.preload(context, location.search))]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SpinWheelRoute'),
});
