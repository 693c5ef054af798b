/**
 * SPEC §2 page wrapper: the page name becomes the next page's refer_page_name, and share_trace_id
 * survives in-app navigation. Session storage: one tab's trail, gone with the tab.
 */
const REFER_KEY = 'talkie:refer_page_name';
const TRACE_KEY = 'talkie:share_trace_id';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export interface PageTrail {
  /** The page the user came from, for analytics' parent_page. */
  readonly parentPage: string | null;
  readonly shareTraceId: string | null;
}

export function readTrail(urlReferPage?: string, urlShareTraceId?: string): PageTrail {
  const s = session();
  return {
    parentPage: urlReferPage ?? s?.getItem(REFER_KEY) ?? null,
    shareTraceId: urlShareTraceId ?? s?.getItem(TRACE_KEY) ?? null,
  };
}

export function rememberPage(page: string, shareTraceId?: string): void {
  const s = session();
  try {
    s?.setItem(REFER_KEY, page);
    if (shareTraceId) s?.setItem(TRACE_KEY, shareTraceId);
  } catch {
    // Full or blocked storage: the trail is a nicety, never a reason to fail a page.
  }
}
