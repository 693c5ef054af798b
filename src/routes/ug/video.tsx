import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The promo video reads nothing.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/ug/video')({
  loader: async () => {
    await Promise.all([loadRouteCatalog('campaign'), import('@/features/campaign/campaign-routes').then((m) => m.UgVideoRoute.preload())]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'UgVideoRoute'),
});
