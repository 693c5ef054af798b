import type { Analytics } from './tracker';

/**
 * The page-facing analytics API. It is tiny on purpose: the tracker itself (batching, keepalive,
 * outbox) is loaded lazily by boot (app-services) and installed here. Calls made before that wait,
 * at most EARLY_LIMIT of them, and replay in order once it is installed.
 */
import type { FlushMode } from './tracker';
import type { PageView, TrackInput } from './event';

export type { Analytics, AnalyticsDeps, FlushMode } from './tracker';
export type { AnalyticsContext, PageView, TrackInput } from './event';
export type { Outbox } from './outbox';

const EARLY_LIMIT = 100;
let installed: Analytics | null = null;
let early: ((a: Analytics) => void)[] = [];

export function installAnalytics(analytics: Analytics | null): void {
  installed = analytics;
  if (!analytics) return;
  const waiting = early;
  early = [];
  for (const call of waiting) call(analytics);
}

function withAnalytics(call: (a: Analytics) => void): void {
  if (installed) call(installed);
  else if (early.length < EARLY_LIMIT) early.push(call);
}

export function trackPageView(view: PageView): void {
  withAnalytics((a) => a.trackPageView(view));
}

export function trackClick(name: string, extra?: Readonly<Record<string, unknown>>): void {
  withAnalytics((a) => a.trackClick(name, extra));
}

/** What pages and the shell use: always available, backed by the tracker once it is installed. */
export interface AnalyticsApi {
  track(input: TrackInput): void;
  trackPageView(view: PageView): void;
  trackClick(name: string, extra?: Readonly<Record<string, unknown>>): void;
  /** Sends what is queued; resolves at once while the tracker is not loaded yet. */
  flush(mode?: FlushMode): Promise<void>;
}

export const analytics: AnalyticsApi = {
  track: (input) => withAnalytics((a) => a.track(input)),
  trackPageView,
  trackClick,
  flush: (mode) => (installed ? installed.flush(mode) : Promise.resolve()),
};
