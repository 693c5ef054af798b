import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { summerHistoryCall } from '@/features/campaign/campaign-calls';
import { loadSessionRouteData } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The list is the visitor's own:
 * read here only on a server render with their session.
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/summer/rewarded_history')({
  loader: async ({ context }) => {
    await Promise.all([loadRouteCatalog('campaign'), loadSessionRouteData(context, summerHistoryCall()), import('@/features/campaign/campaign-routes').then((m) => m.SummerHistoryRoute.preload())]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SummerHistoryRoute'),
});
