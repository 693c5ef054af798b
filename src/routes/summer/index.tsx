import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { summerEventCall, summerOverviewCall } from '@/features/campaign/campaign-calls';
import { loadRouteData, loadSessionRouteData } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The event's window is the same for
 * everyone (its read starts here, the same call as the page's); the tasks and points are the visitor's own.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/summer/')({
  loader: async ({ context }) => {
    await Promise.all([
      loadRouteCatalog('campaign'),
      loadRouteData(context, summerEventCall()),
      loadSessionRouteData(context, summerOverviewCall()),
      import('@/features/campaign/campaign-routes').then((m) => m.SummerRoute.preload()),
    ]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SummerRoute'),
});
