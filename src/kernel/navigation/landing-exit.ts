/**
 * Where the header's Back goes in a browser or WeChat when the page is the first of this site in the
 * tab's history (a share link opened in a fresh tab, a link followed from another site). There,
 * history.back() would do nothing (one entry) or leave the site (about:blank, the other site), so Back
 * goes "up" instead (SPEC §2 header, §4 navigation; README "Back on a landing page"):
 *
 * - a page with a parent in this site goes to that parent (a help question to the help center, the
 *   supporters list to the rankings, the clone form to the clone page...);
 * - every other page (share pages first of all, documents, the fallback page) goes to the download
 *   page, the product's home for a visitor on the web; `from_page` says which page sent them.
 *
 * Inside the Talkie app nothing here applies: Back closes the webview (back-to-native flow).
 */

export type LandingExit =
  { readonly kind: 'route'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

/** [path prefix, parent path]; the first match wins, so longer prefixes come first. */
const PARENTS: readonly (readonly [prefix: string, parent: string])[] = [
  ['/feedback_help/', '/feedback_help'],
  ['/feedback', '/feedback_help'],
  ['/appeal', '/feedback_help'],
  ['/ban_appeal', '/feedback_help'],
  ['/report', '/feedback_help'],
  ['/app/delete', '/feedback_help'],
  ['/rank/', '/rank'],
  ['/star_rank', '/rank'],
  ['/achievement/', '/rank'],
  ['/ai/clone/', '/ai/clone'],
  ['/summer/', '/summer'],
  ['/ug/', '/ug'],
];

/** A path's parent in this site, or null when it has none (or is its own top). */
export function parentOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [prefix, parent] of PARENTS) {
    const matches = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
    if (matches && path !== parent) return parent;
  }
  return null;
}

/** The page's name for `from_page` (`/share/chat` → `share_chat`), as the route catalog names pages. */
export const fromPageOf = (pathname: string): string =>
  pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'home';

/** Where Back goes from a landing page at `pathname`. */
export function landingExit(pathname: string, downloadPageUrl: string): LandingExit {
  const parent = parentOf(pathname);
  if (parent) return { kind: 'route', path: parent };
  const url = new URL(downloadPageUrl);
  url.searchParams.set('from_page', fromPageOf(pathname));
  url.searchParams.set('entrance', 'back');
  return { kind: 'external', url: url.toString() };
}

export interface LandingFacts {
  /** The router's own mark: false on the entry the page load created (TanStack's `__TSR_index` 0). */
  readonly routerCanGoBack: boolean;
  /** `document.referrer`: empty, or the page that linked here. */
  readonly referrer: string;
  /** `location.origin`. */
  readonly origin: string;
  /** `history.length`. */
  readonly historyLength: number;
}

/**
 * True when history.back() would not land on a page of this site. The router marks every entry it
 * creates with an index kept in history.state (it survives reloads); index 0 is the entry of the load
 * itself. A full page load from another page of this site (a plain link, a redirect) also starts at
 * index 0, but then the entry before is ours: a same-origin referrer with an earlier entry says so.
 */
export function isLandingEntry(facts: LandingFacts): boolean {
  if (facts.routerCanGoBack) return false;
  if (facts.historyLength > 1 && sameOrigin(facts.referrer, facts.origin)) return false;
  return true;
}

function sameOrigin(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
