import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { summerEventCall, summerRankCall } from '@/features/campaign/campaign-calls';
import { loadRouteData, loadSessionRouteData } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The reset countdown (the summer
 * event's end) is the same for everyone; the board is read with the visitor's login.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/summer/rank')({
  loader: async ({ context }) => {
    await Promise.all([
      loadRouteCatalog('campaign'),
      loadRouteData(context, summerEventCall()),
      loadSessionRouteData(context, summerRankCall()),
      import('@/features/campaign/campaign-routes').then((m) => m.SummerRankRoute.preload()),
    ]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SummerRankRoute'),
});
