import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ugEventCall } from '@/features/campaign/campaign-calls';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { loadRouteData } from '@/kernel/data';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The event's window does not
 * depend on who is logged in, so the loader starts the page's read (the same call) beside the catalog.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/ug/')({
  loader: async ({ context }) => {
    await Promise.all([loadRouteCatalog('campaign'), loadRouteData(context, ugEventCall()), import('@/features/campaign/campaign-routes').then((m) => m.UgRoute.preload())]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'UgRoute'),
});
