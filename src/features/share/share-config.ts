/**
 * Values of the server-rendered share pages that the spec leaves open, in one typed place (README
 * "Server-rendered share pages").
 */
export const shareConfig = {
  /**
   * How long the server waits for the Weaver API before it sends the page without content (the browser
   * then asks for it, as without server rendering): never slower than a page rendered in the browser.
   */
  renderBudgetMs: 300,
  /** Cache-Control of a rendered page: a CDN keeps it a minute and serves it stale for 10 more while it renders anew. */
  cache: {
    rendered: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    /** Content that is gone or not visible: kept shorter, it may come back (a post after review). */
    unavailable: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    /** Sent without content (API slow or down): never kept, the next visitor gets a new render. */
    withoutContent: 'no-store',
    /**
     * What a rendered page depends on besides its URL, without an edge that computes the page variant
     * (platform/page-variant.ts): the visitor's language and host app, read from these raw headers.
     */
    vary: 'Accept-Language, User-Agent',
  },
  /**
   * Picture sizes stated in link previews where the content does not give them (the product's formats:
   * covers 750×422 as the pages show them, portrait covers 750×1000, avatars 256×256, post pictures 768×1024).
   */
  previewImage: {
    cover: { width: 750, height: 422 },
    portrait: { width: 750, height: 1000 },
    avatar: { width: 256, height: 256 },
    post: { width: 768, height: 1024 },
  },
} as const;
