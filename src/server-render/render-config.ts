/**
 * Values of the server render that the spec leaves open, in one typed place (README "Server-rendered
 * pages"). Plain data: the page servers read it too, to know which paths to hand to the renderer.
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

/**
 * The pages the server renders, by path: every page. The clone flow's form and summary show the draft
 * the browser keeps (storage), which the server never sees: their HTML is the page's frame, the same
 * for everyone, and the flow fills it in once the browser has started.
 */
const SERVER_RENDERED: readonly RegExp[] = [
  /^\/share\/[^/]/,
  /^\/static\/[a-z_]+$/,
  /^\/level\/doc\/[a-z_]+$/,
  /^\/(about_stories|creator_guide|term\/community_covenant)$/,
  /^\/(tag|series\/epilogue)\/[^/]+$/,
  /^\/theme\/preview$/,
  /^\/(star_rank|rank\/supporters)$/,
  /^\/rank$/,
  /^\/achievement\/(npc|user)$/,
  /^\/ug(\/rule)?$/,
  /^\/(membership|user\/vip_benefit|invitation|record\/(card|gems)|weekly_report|creator\/subscription)$/,
  /^\/ug\/video$/,
  /^\/summer(\/rank|\/rewarded_history|\/collection\/(fm|npc))?$/,
  /^\/spin_wheel(_v2)?$/,
  /^\/feedback_help(\/(category|question)\/[^/]+)?$/,
  /^\/static\/originality_statement\/[^/]+$/,
  /^\/(activity\/easter_egg|claim_prize|rank\/detail)$/,
  /^\/(appeal|ban_appeal|report|feedback|app\/delete)$/,
  /^\/ai\/clone(\/create|\/summary)?$/,
];

/**
 * The server-rendered pages that show the visitor's own data besides what is the same for everyone:
 * with the app's auth cookie (SPEC §3) they render with that session, for that visitor alone
 * (cache.personal); without one, what is the same for everyone, and the rest after hydration.
 */
const PERSONAL: readonly RegExp[] = [
  /^\/(membership|user\/vip_benefit|invitation|record\/(card|gems)|weekly_report|creator\/subscription)$/,
  /^\/summer(\/rank|\/rewarded_history|\/collection\/(fm|npc))?$/,
  /^\/spin_wheel(_v2)?$/,
  /^\/static\/originality_statement\/[^/]+$/,
  /^\/(activity\/easter_egg|claim_prize|rank\/detail)$/,
  /^\/(appeal|ban_appeal|report|feedback|app\/delete)$/,
  /^\/ai\/clone$/,
];

const pathOf = (url: string): string => url.replace(/[?#].*$/, '').replace(/\/+$/, '');

/** Whether the server renders the page at `url` (path and query; a trailing slash is the same page). */
export function isServerRenderedPath(url: string): boolean {
  const path = pathOf(url);
  return SERVER_RENDERED.some((pattern) => pattern.test(path));
}

/** Pages that are the visitor's own only when their query names no one else: /achievement/user without a user_id. */
const PERSONAL_WITHOUT_OWNER: readonly [RegExp, string][] = [[/^\/achievement\/user$/, 'user_id']];

/** Whether the page at `url` (path and query) renders with the visitor's session when the request carries one. */
export function isPersonalPath(url: string): boolean {
  const path = pathOf(url);
  const query = new URLSearchParams(/\?([^#]*)/.exec(url)?.[1] ?? '');
  return (
    PERSONAL.some((pattern) => pattern.test(path)) ||
    PERSONAL_WITHOUT_OWNER.some(([pattern, owner]) => pattern.test(path) && !query.get(owner))
  );
}
