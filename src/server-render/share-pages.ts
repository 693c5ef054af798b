import { sharePost, type SharedPost } from '@/api/contract/share-post';
import type { RenderedAnswer } from '@/kernel/data';
import { describeShared, type SharePreview, type SharedKind } from '@/features/share/share-descriptions';
import { isRetryable, shareProblemOf, type ShareProblem } from '@/features/share/share-problem';
import { postViewFor } from '@/features/share/post-visibility';
import { parseShareId } from '@/features/share/share-search';
import type { PageName } from '@/platform/route-catalog';
import { ApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { createServerServices } from './server-services';

/**
 * The share pages' part of the server render: which share page a URL is, its content's preview (Open Graph) and
 * /share/post's public post.
 */

/** Each share page: its content kind (the key prefix of its content call), page name and where the id is. */
export interface SharePage {
  readonly path: RegExp;
  readonly kind: SharedKind;
  readonly page: PageName;
  readonly param?: string;
}

const SHARE_PAGES: readonly SharePage[] = [
  { path: /^\/share\/chat$/, kind: 'chat', page: 'share_chat', param: 'chat_id' },
  { path: /^\/share\/image$/, kind: 'image', page: 'share_image', param: 'image_id' },
  { path: /^\/share\/material$/, kind: 'material', page: 'share_material', param: 'material_id' },
  { path: /^\/share\/memory\/([^/]+)$/, kind: 'memory', page: 'share_memory' },
  { path: /^\/share\/chat_history\/([^/]+)$/, kind: 'chat_history', page: 'share_chat_history' },
  { path: /^\/share\/template$/, kind: 'template', page: 'share_template', param: 'template_id' },
  { path: /^\/share\/video$/, kind: 'video', page: 'share_video', param: 'video_id' },
  { path: /^\/share\/post$/, kind: 'post', page: 'share_post', param: 'post_id' },
  { path: /^\/share\/fm$/, kind: 'fm', page: 'share_fm', param: 'fm_id' },
];

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The share page at `path` and the content id its URL names (null when missing or malformed). */
export function sharePageAt(path: string, query: URLSearchParams): { entry: SharePage | undefined; id: string | null } {
  const entry = SHARE_PAGES.find((candidate) => candidate.path.test(path));
  const match = entry?.path.exec(path);
  const rawId = entry?.param ? query.get(entry.param) : match?.[1] ? decodeSegment(match[1]) : null;
  return { entry, id: parseShareId(rawId) ?? null };
}

/** For /share/post, the anonymous visitor's view of the post: only a post everyone may see is rendered. */
export async function publicPost(
  services: ReturnType<typeof createServerServices>,
  postId: string,
  budgetMs: number,
): Promise<SharedPost | ShareProblem | null> {
  const request = callEndpoint(services.client, sharePost, { post_id: postId }).then(
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

/** What a share page's preview shows: its content, or an honest unavailable state (never someone else's content). */
export function sharePreview(
  entry: SharePage,
  id: string | null,
  answers: readonly RenderedAnswer[],
  postAnswer: SharedPost | ShareProblem | null,
): { preview: SharePreview | null; problem: ShareProblem | null } {
  const answer = answers.find((a) => a.key.startsWith(`${entry.kind}:`));
  let preview: SharePreview | null = null;
  let problem: ShareProblem | null = id === null ? 'not_found' : null;
  if (answer && 'data' in answer)
    preview = (describeShared[entry.kind] as (data: unknown) => SharePreview)(answer.data);
  else if (answer && 'refusal' in answer) problem = shareProblemOf(new ApiError(answer.refusal));
  if (postAnswer && typeof postAnswer === 'object') preview = describeShared.post(postAnswer);
  else if (postAnswer) problem = postAnswer;
  return { preview, problem };
}
