import type { I18n } from '@lingui/core';
import type { Locale } from '@/platform/brand';

/**
 * A page's own head (README "Server-rendered pages"): a route gives the tags its page's link preview reads
 * through TanStack Router's `head` option, and the server render writes them over its default ones. The
 * browser keeps its own document title (the page wrapper's): it never writes these tags.
 */

/** One tag of a page's head as TanStack Router's `head` gives it: the title, or a meta tag by name or property. */
export interface HeadMeta {
  readonly title?: string;
  readonly name?: string;
  readonly property?: string;
  readonly content?: string;
}

/**
 * How the content a page is about came out, for the server render's Cache-Control: in the page (`shown`),
 * gone or not visible (`unavailable`: kept shorter, it may come back) or not in time (`missing`: never kept).
 */
export type PageContent = 'shown' | 'unavailable' | 'missing';

/** What a route's loader gives when it writes its page's head itself: the tags and how its content came out. */
export interface PageHeadData {
  readonly meta: readonly HeadMeta[];
  readonly content: PageContent;
}

/**
 * What a loader writes a head with, set by the server render only: the visitor's language and its catalog
 * (in the browser both are unset and the loader writes no head).
 */
export interface PageHeadContext {
  readonly locale?: Locale | undefined;
  readonly i18n?: I18n | undefined;
}

/** The `head` option of a route whose loader wrote its head (PageHeadData): the loader's tags. */
export const loaderHead = ({ loaderData }: { readonly loaderData?: PageHeadData | undefined }) => ({
  meta: [...(loaderData?.meta ?? [])],
});

const CONTENT: readonly PageContent[] = ['shown', 'unavailable', 'missing'];

/** How a route's content came out, if its loader data (PageHeadData) says. */
export function pageContentOf(loaderData: unknown): PageContent | null {
  const content = typeof loaderData === 'object' && loaderData ? (loaderData as { content?: unknown }).content : null;
  return CONTENT.find((known) => known === content) ?? null;
}
