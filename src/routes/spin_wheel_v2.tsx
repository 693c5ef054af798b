import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { campaignEventCall, spinEventId, spinStatusCall } from '@/features/campaign/campaign-calls';
import { parseCampaignSearch } from '@/features/campaign/campaign-search';
import { loadRouteData, loadSessionRouteData } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * README "Campaigns": the page loads on demand and reads its own query. The event's window is the same for
 * everyone; the spins, slices and prizes come with the visitor's login (the spin machine's first load).
 * Loader and component share one chunk: route options sit in the boot chunk.
 */
export const Route = createFileRoute('/spin_wheel_v2')({
  loader: async ({ context, location }) => {
    const eventId = spinEventId('grid', parseCampaignSearch(location.search as Record<string, unknown>).event_id);
    await Promise.all([
      loadRouteCatalog('campaign'),
      loadRouteData(context, campaignEventCall(eventId)),
      loadSessionRouteData(context, spinStatusCall(eventId)),
      import('@/features/campaign/campaign-routes').then((m) => m.SpinWheelV2Route.preload()),
    ]);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'SpinWheelV2Route'),
});
