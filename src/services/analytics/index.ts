import type { Analytics } from './tracker';

export { buildEvent, type AnalyticsContext, type TrackInput } from './event';
export { byteLength, reportBody, splitIntoBatches, type Batch } from './batches';
export { createMemoryOutbox, createStorageOutbox, type Outbox } from './outbox';
export { createAnalytics, type Analytics, type AnalyticsDeps, type FlushMode } from './tracker';

/**
 * Page-facing helpers. Pages may track before boot has wired analytics: those calls wait (at most
 * EARLY_LIMIT of them) and replay once installAnalytics is called.
 */
const EARLY_LIMIT = 50;
let installed: Analytics | null = null;
let early: ((a: Analytics) => void)[] = [];

export function installAnalytics(analytics: Analytics): void {
  installed = analytics;
  const waiting = early;
  early = [];
  for (const call of waiting) call(analytics);
}

function withAnalytics(call: (a: Analytics) => void): void {
  if (installed) call(installed);
  else if (early.length < EARLY_LIMIT) early.push(call);
}

export function trackPageView(view: { page: string; parent_page?: string; share_trace_id?: string; share_clk_type?: string }): void {
  withAnalytics((a) => a.trackPageView(view));
}

export function trackClick(name: string, extra?: Readonly<Record<string, unknown>>): void {
  withAnalytics((a) => a.trackClick(name, extra));
}
