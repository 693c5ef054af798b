import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { summerCollectionCall } from '@/features/campaign/campaign-calls';
import { loadSessionRouteData } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The list is the visitor's own:
 * read here only on a server render with their session (in their language).
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/summer/collection/fm')({
  loader: async ({ context }) => {
    await Promise.all([
      loadRouteCatalog('campaign'),
      loadSessionRouteData(context, summerCollectionCall('fm', context.locale ?? 'en')),
      import('@/features/campaign/campaign-routes').then((m) => m.SummerFmRoute.preload()),
    ]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SummerFmRoute'),
});
