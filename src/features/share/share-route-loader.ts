import { config } from '@/platform/config';
import { preloadRemote } from '@/kernel/data/remote-cache';
import type { ApiClient } from '@/services/api/client';
import type { ShareContentCall } from './share-content-call';
import { parseShareId } from './share-search';

/** What a share route's loader gets from the router's context. */
export interface ShareLoaderContext {
  readonly client: ApiClient;
  /** How long the first render waits for the content (the server render's budget); default config.shareFirstPaintWaitMs. */
  readonly contentWaitMs?: number;
}

/**
 * A share route's loader: starts the page's content call for the id in the URL and waits a moment
 * for it, so an answer on its way is in the first paint. On the server it waits up to the render
 * budget; in the browser, a page the server rendered asks for nothing before it is hydrated
 * (kernel/data preloadRemote). A malformed id asks for nothing: the page shows not found.
 */
export async function loadShareRoute(context: ShareLoaderContext, rawId: unknown, call: (id: string) => ShareContentCall<unknown>): Promise<void> {
  const id = parseShareId(rawId);
  return preloadRemote(context.client, id ? call(id) : null, context.contentWaitMs ?? config.shareFirstPaintWaitMs);
}
