import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { loadRouteData, loadSessionRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';

/** What a route loader hands over: the router's context (the server render's visitor language too). */
export type CampaignLoaderContext = RouteDataContext & { readonly locale?: string };

/**
 * A campaign route's loader: the area's catalog, the reads that are the same for everyone (the event's
 * window: loadRouteData, so the server's HTML carries them) and the visitor's own (only on a server
 * render with their session: loadSessionRouteData), each the same call, under the same key, as the page's.
 */
export function loadCampaignRoute(
  context: CampaignLoaderContext,
  everyone: readonly (RemoteCall<unknown> | null)[],
  own: readonly (RemoteCall<unknown> | null)[] = [],
): Promise<void> {
  return Promise.all([
    loadRouteCatalog('campaign'),
    ...everyone.map((call) => loadRouteData(context, call)),
    ...own.map((call) => loadSessionRouteData(context, call)),
  ]).then(() => undefined);
}
