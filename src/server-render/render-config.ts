// Relative: the page servers read this module outside the app's build (server/pages/page-render.ts).
import { ROUTE_FACTS } from '../routeFacts.gen.ts';
import type { RenderPolicy } from '../platform/route-facts';

/**
 * Values of the server render that the spec leaves open, in one typed place (README "Server-rendered
 * pages"). Plain data: the page servers read it too, to know which paths to hand to the renderer (by the
 * render policy each route file declares).
 */
export const renderConfig = {
  /**
   * How long the server waits for the Weaver API before it sends the page without that data (the
   * browser then asks for it, as without server rendering): never slower than a page rendered in the browser.
   */
  budgetMs: 300,
  /**
   * Cache-Control of a rendered page: a CDN keeps it a minute and serves it stale for 10 more while it renders anew.
   */
  cache: {
    rendered: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    /** Content that is gone or not visible: kept shorter, it may come back (a post after review). */
    unavailable: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    /** Sent without content (API slow or down): never kept, the next visitor gets a new render. */
    withoutContent: 'no-store',
    /** Rendered with the visitor's own session: their data, for them alone, kept by no cache. */
    personal: 'private, no-store',
    /**
     * What a rendered page depends on besides its URL, without an edge that computes the page variant
     * (platform/page-variant.ts): the visitor's language and host app, read from these raw headers.
     */
    vary: 'Accept-Language, User-Agent',
  },
} as const;

const pathOf = (url: string): string => url.replace(/[?#].*$/, '').replace(/\/+$/, '');

/** A route's path as a pattern: a parameter (`$doc`) is one segment. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$[A-Za-z_]+/g, '[^/]+')}$`);

/**
 * How each route's URLs are served, as its route file declares it (`staticData.render`,
 * src/platform/route-facts.ts): the server renders every page but the fallback. The clone flow's form and
 * summary show the draft the browser keeps (storage), which the server never sees: their HTML is the
 * page's frame, the same for everyone, and the flow fills it in once the browser has started.
 */
const RENDERED = ROUTE_FACTS.filter((route) => route.render !== 'browser').map(
  (route) => [pathPattern(route.path), route.render] as const,
);

const renderOf = (url: string): RenderPolicy | undefined => {
  const path = pathOf(url);
  return RENDERED.find(([pattern]) => pattern.test(path))?.[1];
};

/** Whether the server renders the page at `url` (path and query; a trailing slash is the same page). */
export function isServerRenderedPath(url: string): boolean {
  return renderOf(url) !== undefined;
}

/**
 * Whether the page at `url` (path and query) renders with the visitor's session when the request carries
 * one: the pages that show the visitor's own data besides what is the same for everyone. With the app's
 * auth cookie (SPEC §3) they render with that session, for that visitor alone (cache.personal); without
 * one, what is the same for everyone, and the rest after hydration. A page that is the visitor's own only
 * when its query names no one else (/achievement/user without a user_id) is shared when it does.
 */
export function isPersonalPath(url: string): boolean {
  const render = renderOf(url);
  if (render === undefined || render === 'shared' || render === 'browser') return false;
  if (render === 'personal') return true;
  const query = new URLSearchParams(/\?([^#]*)/.exec(url)?.[1] ?? '');
  return !query.get(render.personalUnlessQuery);
}
