import { loadRouteData, type RouteDataContext } from '@/kernel/data/route-data';
import type { PageHeadContext, PageHeadData } from '@/kernel/page-head';
import type { ShareContentCall } from './share-content-call';
import { parseShareId } from './share-search';

/**
 * A share route's loader: starts the page's content call for the id in the URL and waits a moment
 * for it, so an answer on its way is in the first paint. On the server it waits up to the render
 * budget and writes the page's head from what came (share-head.ts; the route's `head` hands it over:
 * loaderHead); in the browser, a page the server rendered asks for nothing before it is hydrated
 * (kernel/data preloadRemote). A malformed id asks for nothing: the page shows not found.
 */
export async function loadShareRoute(
  context: RouteDataContext & PageHeadContext,
  rawId: unknown,
  call: (id: string) => ShareContentCall<unknown>,
): Promise<PageHeadData | undefined> {
  const id = parseShareId(rawId);
  const content = id ? call(id) : null;
  await loadRouteData(context, content);
  // Only the server render passes a catalog: the browser keeps its title (the page wrapper's) and never loads the head.
  if (!context.i18n) return undefined;
  const { shareContentHead } = await import('./share-head');
  return shareContentHead(context, content);
}
