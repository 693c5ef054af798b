import { loadRouteData, type RouteDataContext } from '@/kernel/data/route-data';
import type { ShareContentCall } from './share-content-call';
import { parseShareId } from './share-search';

/**
 * A share route's loader: starts the page's content call for the id in the URL and waits a moment
 * for it, so an answer on its way is in the first paint. On the server it waits up to the render
 * budget; in the browser, a page the server rendered asks for nothing before it is hydrated
 * (kernel/data preloadRemote). A malformed id asks for nothing: the page shows not found.
 */
export async function loadShareRoute(
  context: RouteDataContext,
  rawId: unknown,
  call: (id: string) => ShareContentCall<unknown>,
): Promise<void> {
  const id = parseShareId(rawId);
  return loadRouteData(context, id ? call(id) : null);
}
