import { loadRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';
import { loadCreatorCatalog } from './creator-search';

/**
 * The loader of a public creator page (no session needed): its catalog and its first read start
 * together, the read with the same call (same key) the page makes. A null call asks for nothing.
 */
export async function loadCreatorRoute(context: RouteDataContext, call: RemoteCall<unknown> | null): Promise<void> {
  await Promise.all([loadCreatorCatalog(), loadRouteData(context, call)]);
}
