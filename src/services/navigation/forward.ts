/**
 * SPEC §4 forward navigation: before leaving, the current URL is marked with `is_back=1` on the web
 * (history.replaceState, no new entry), so when the user comes back the page knows it is a return
 * visit; the next page gets its query in its URL. Inside the native app the app keeps its own stack,
 * so the mark is not written there.
 */
export type QueryInput = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface ForwardDeps {
  history: Pick<History, 'replaceState' | 'state'>;
  location: Pick<Location, 'href'>;
  isNativeApp: boolean;
}

export const IS_BACK_PARAM = 'is_back';

export function markCurrentUrlAsBack(deps: ForwardDeps): void {
  if (deps.isNativeApp) return;
  const url = new URL(deps.location.href);
  if (url.searchParams.get(IS_BACK_PARAM) === '1') return;
  url.searchParams.set(IS_BACK_PARAM, '1');
  // Keep the router's history state: only the URL changes.
  deps.history.replaceState(deps.history.state, '', url.toString());
}

/** `path` with `query` merged into whatever query it already has (query wins); empty values are dropped. */
export function nextPageUrl(path: string, query: QueryInput = {}): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${search ? `?${search}` : ''}${hash}`;
}

/** Marks the current page, then hands the next URL to the router's navigate. */
export function navigateForward(
  next: { path: string; query?: QueryInput },
  deps: ForwardDeps & { navigate: (url: string) => void },
): string {
  markCurrentUrlAsBack(deps);
  const url = nextPageUrl(next.path, next.query);
  deps.navigate(url);
  return url;
}

/** True when the page was reached by going back to a URL marked by markCurrentUrlAsBack. */
export const isBackVisit = (search: string | URLSearchParams): boolean => {
  return new URLSearchParams(search).get(IS_BACK_PARAM) === '1';
};
