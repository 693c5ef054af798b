import { config } from '@/platform/config';
import type { ApiClient } from '@/services/api/client';
import type { ShareContentCall } from './share-content-call';
import { takeRenderedShareState } from './share-rendered-state';
import { parseShareId } from './share-search';
import { adoptRenderedAnswers, preloadShareContent } from './use-share-content';

/** What a share route's loader gets from the router's context. */
export interface ShareLoaderContext {
  readonly client: ApiClient;
  /** How long the first render waits for the content (the server render's budget); default config.shareFirstPaintWaitMs. */
  readonly contentWaitMs?: number;
}

/** A page the server rendered: its answers become this client's first answers. False when it was not. */
export function takeOverRenderedPage(context: ShareLoaderContext): boolean {
  const rendered = takeRenderedShareState();
  if (rendered) adoptRenderedAnswers(context.client, rendered.answers);
  return rendered !== null;
}

/**
 * A share route's loader: starts the page's content call for the id in the URL and waits a moment
 * for it, so an answer on its way is in the first paint. On the server it waits up to the render
 * budget. In the browser, a page the server rendered is taken over as it is: the answers in its HTML
 * become the first answers and nothing is asked for before the first render, so it matches the HTML
 * (content the server had no time for is asked for by the page, as without server rendering). A
 * malformed id asks for nothing: the page shows not found.
 */
export async function loadShareRoute(context: ShareLoaderContext, rawId: unknown, call: (id: string) => ShareContentCall<unknown>): Promise<void> {
  if (takeOverRenderedPage(context)) return;
  const id = parseShareId(rawId);
  return preloadShareContent(context.client, id ? call(id) : null, context.contentWaitMs ?? config.shareFirstPaintWaitMs);
}
