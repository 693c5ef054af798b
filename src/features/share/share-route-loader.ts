import { renderedAnswers } from '@/kernel/data/remote-cache';
import { loadRouteData, type RouteDataContext } from '@/kernel/data/route-data';
import type { PageHeadContext, PageHeadData } from '@/kernel/page-head';
import { ApiError } from '@/services/api/api-error';
import type { ShareContentCall } from './share-content-call';
import { describeShared, type SharePreview, type SharedKind } from './share-descriptions';
import { shareHead } from './share-head';
import { shareProblemOf, type ShareProblem } from './share-problem';
import { parseShareId } from './share-search';

/**
 * A share route's loader: starts the page's content call for the id in the URL and waits a moment
 * for it, so an answer on its way is in the first paint. On the server it waits up to the render
 * budget and writes the page's head from what came (the route's `head` hands it over: loaderHead); in
 * the browser, a page the server rendered asks for nothing before it is hydrated (kernel/data
 * preloadRemote). A malformed id asks for nothing: the page shows not found.
 */
export async function loadShareRoute(
  context: RouteDataContext & PageHeadContext,
  rawId: unknown,
  call: (id: string) => ShareContentCall<unknown>,
): Promise<PageHeadData | undefined> {
  const id = parseShareId(rawId);
  const content = id ? call(id) : null;
  await loadRouteData(context, content);
  if (!context.i18n) return undefined;
  if (!content) return shareHead(context, null, 'not_found');
  // The kind of content is its call's key prefix (calls/): `chat:<id>`.
  const kind = content.key.slice(0, content.key.indexOf(':')) as SharedKind;
  const answer = renderedAnswers(context.client).find((rendered) => rendered.key === content.key);
  let preview: SharePreview | null = null;
  let problem: ShareProblem | null = null;
  if (answer && 'data' in answer) preview = (describeShared[kind] as (data: unknown) => SharePreview)(answer.data);
  else if (answer && 'refusal' in answer) problem = shareProblemOf(new ApiError(answer.refusal));
  return shareHead(context, preview, problem);
}
