import type { SharedPost } from '@/api/contract/share-post';
import { renderedAnswers } from '@/kernel/data/remote-cache';
import type { RemoteCall } from '@/kernel/data/remote-call';
import type { PageHeadContext, PageHeadData } from '@/kernel/page-head';
import { clip, ogLocale, previewMeta, SITE_NAME } from '@/kernel/page-preview';
import { ApiError } from '@/services/api/api-error';
import { describeShared, type SharePreview, type SharedKind } from './share-descriptions';
import { PROBLEM_TEXT, shareProblemOf, type ShareProblem } from './share-problem';

/**
 * The head of a server-rendered share page (README "Server-rendered pages"): the shared content's link
 * preview, or an honest unavailable state (the page's title and the SPEC §8 text, no picture: never anything
 * of the content or of another person's). Written by the page's loader on the server only: the browser never
 * loads this module (a chunk of its own, outside the share chunk).
 */
function shareHead(
  context: PageHeadContext,
  preview: SharePreview | null,
  problem: ShareProblem | null,
): PageHeadData | undefined {
  const { i18n, locale } = context;
  if (!i18n) return undefined;
  if (preview) {
    const title = clip(preview.title, 90);
    return {
      content: 'shown',
      meta: previewMeta({
        title,
        description: clip(preview.desc, 200),
        type: 'article',
        // The content's language when it states one, else the page's.
        locale: ogLocale(preview.locale ?? locale) ?? ogLocale(locale) ?? 'en_US',
        image: preview.cover_url
          ? { url: preview.cover_url, width: preview.width, height: preview.height, alt: title }
          : null,
      }),
    };
  }
  // The title stays the page's own (the server render's default).
  return problem
    ? { content: 'unavailable', meta: previewMeta({ description: i18n._(PROBLEM_TEXT[problem]) }) }
    : { content: 'missing', meta: previewMeta({ description: SITE_NAME }) };
}

/**
 * The head of a share page from what its content call (calls/) has answered once the loader has waited:
 * its content, its refusal (gone, not visible), or nothing in time. No call: the URL names nothing.
 */
export function shareContentHead(
  context: PageHeadContext & { readonly client: Parameters<typeof renderedAnswers>[0] },
  content: RemoteCall<unknown> | null,
): PageHeadData | undefined {
  if (!content) return shareHead(context, null, 'not_found');
  // The kind of content is its call's key prefix: `chat:<id>`.
  const kind = content.key.slice(0, content.key.indexOf(':')) as SharedKind;
  const answer = renderedAnswers(context.client).find((rendered) => rendered.key === content.key);
  if (answer && 'data' in answer)
    return shareHead(context, (describeShared[kind] as (data: unknown) => SharePreview)(answer.data), null);
  if (answer && 'refusal' in answer) return shareHead(context, null, shareProblemOf(new ApiError(answer.refusal)));
  return shareHead(context, null, null);
}

/** The head of /share/post from the anonymous visitor's read of the post (calls/public-post.ts); null: not in time. */
export const sharePostHead = (
  context: PageHeadContext,
  post: SharedPost | ShareProblem | null,
): PageHeadData | undefined =>
  post && typeof post === 'object'
    ? shareHead(context, describeShared.post(post), null)
    : shareHead(context, null, post);
