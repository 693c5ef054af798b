import { sharePost, type SharedPost } from '@/api/contract/share-post';
import { adoptRenderedAnswers } from '@/kernel/data/remote-cache';
import type { RouteDataContext } from '@/kernel/data/route-data';
import type { PageHeadContext, PageHeadData } from '@/kernel/page-head';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';
import { postViewFor } from '../post-visibility';
import { isRetryable, shareProblemOf, type ShareProblem } from '../share-problem';
import { publicPostKey } from '../share-rendered-state';
import { parseShareId } from '../share-search';

/** The anonymous visitor's view of the post, within `budgetMs`: only a post everyone may see; null when late. */
async function publicPost(
  client: ApiClient,
  postId: string,
  budgetMs: number,
): Promise<SharedPost | ShareProblem | null> {
  const request = callEndpoint(client, sharePost, { post_id: postId }).then(
    ({ post }) => (postViewFor(post.visibility, false) === 'visible' ? post : ('post_not_visible' as const)),
    (error: unknown) => {
      const problem = shareProblemOf(error);
      return isRetryable(problem) ? null : problem;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
  const result = await Promise.race([request, late]);
  clearTimeout(timer);
  return result;
}

/**
 * /share/post's loader. Posts depend on the viewer's login (an author sees their post under review), so in
 * the browser the page asks for it itself. The server render reads the post as an anonymous visitor: a post
 * everyone may see looks the same to every viewer, so it is rendered and kept under publicPostKey for any
 * viewer alike; any other post is left to the browser, and the head says it is not visible.
 */
export async function loadPublicPost(
  context: RouteDataContext & PageHeadContext,
  rawId: unknown,
): Promise<PageHeadData | undefined> {
  const budgetMs = context.contentWaitMs;
  if (budgetMs === undefined || !context.i18n) return undefined;
  const id = parseShareId(rawId);
  const [post, { sharePostHead }] = await Promise.all([
    id ? publicPost(context.client, id, budgetMs) : ('not_found' as const),
    import('../share-head'),
  ]);
  // The page shows a post everyone may see from the cache, as the browser will from the page's state.
  if (id && post && typeof post === 'object')
    adoptRenderedAnswers(context.client, [{ key: publicPostKey(id), data: post }]);
  return sharePostHead(context, post);
}
