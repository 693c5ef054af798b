import { config } from '@/platform/config';
import type { ApiClient } from '@/services/api/client';
import type { ShareContentCall } from './share-content-call';
import { parseShareId } from './share-search';
import { preloadShareContent } from './use-share-content';

/**
 * A share route's loader: starts the page's content call for the id in the URL (adopting index.html's
 * early request) and waits a moment for it, so an answer already on its way is in the first paint. A
 * malformed id asks for nothing: the page shows not found.
 */
export function loadShareRoute(client: ApiClient, rawId: unknown, call: (id: string) => ShareContentCall<unknown>): Promise<void> {
  const id = parseShareId(rawId);
  return preloadShareContent(client, id ? call(id) : null, config.shareFirstPaintWaitMs);
}
