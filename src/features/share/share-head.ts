import type { PageHeadContext, PageHeadData } from '@/kernel/page-head';
import { clip, ogLocale, previewMeta, SITE_NAME } from '@/kernel/page-preview';
import type { SharePreview } from './share-descriptions';
import { PROBLEM_TEXT, type ShareProblem } from './share-problem';

/**
 * The head of a server-rendered share page (README "Server-rendered pages"): the shared content's link
 * preview, or an honest unavailable state (the page's title and the SPEC §8 text, no picture: never anything
 * of the content or of another person's). Written by the page's loader, so it stays in the share chunk.
 */
export function shareHead(
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
