import type { DeepLinkParams, DeepLinkTarget } from '@/services/deep-links';

/** One native page the app should open: a deep-link target of SPEC §2 with its typed parameters. */
export type OpenAppTarget = {
  [T in DeepLinkTarget]: { readonly target: T; readonly params: DeepLinkParams[T] };
}[DeepLinkTarget];

/** Where the app opens when the content itself cannot be named (unknown or unavailable content). */
export const HOME_TARGET: OpenAppTarget = { target: 'main', params: { tab: 'home' } };

/** Share tracking that follows the visitor into the app, the store fallback and the download page. */
export interface ShareTracking {
  readonly share_trace_id?: string | undefined;
  readonly share_clk_type?: string | undefined;
}

export function trackingQuery(tracking: ShareTracking): Record<string, string> {
  const query: Record<string, string> = {};
  if (tracking.share_trace_id) query.share_trace_id = tracking.share_trace_id;
  if (tracking.share_clk_type) query.share_clk_type = tracking.share_clk_type;
  return query;
}
