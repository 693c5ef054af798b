import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The visitor's own first read
 * (on a server render with their session) starts with the page's module: campaign-routes.tsx.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/activity/easter_egg')({
  loader: async ({ context, location }) => {
    await Promise.all([loadRouteCatalog('campaign'), import('@/features/campaign/campaign-routes').then((m) => m.EasterEggRoute.preload(context, location.search))]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'EasterEggRoute'),
});
