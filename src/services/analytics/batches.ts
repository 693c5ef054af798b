import type { AnalyticsEvent } from '@/api/contract/event';

const encoder = new TextEncoder();
/** UTF-8 size: what the keepalive quota counts. */
export const byteLength = (text: string): number => encoder.encode(text).length;

export const reportBody = (events: readonly AnalyticsEvent[]): string => JSON.stringify({ events });

export interface Batch {
  events: AnalyticsEvent[];
  body: string;
  bytes: number;
  /** A single event too big for a keepalive request: it goes through the HTTP client. */
  oversize: boolean;
}

/**
 * Packs events, in order, into report bodies of at most maxBytes and maxEvents each. The sizes add
 * up exactly: `{"events":[` + events joined by commas + `]}`.
 */
export function splitIntoBatches(events: readonly AnalyticsEvent[], maxBytes: number, maxEvents: number): Batch[] {
  const frame = byteLength(reportBody([]));
  const batches: Batch[] = [];
  let current: AnalyticsEvent[] = [];
  let size = frame;
  const close = (): void => {
    if (current.length === 0) return;
    const body = reportBody(current);
    batches.push({ events: current, body, bytes: byteLength(body), oversize: false });
    current = [];
    size = frame;
  };
  for (const event of events) {
    const bytes = byteLength(JSON.stringify(event));
    if (frame + bytes > maxBytes) {
      close();
      const body = reportBody([event]);
      batches.push({ events: [event], body, bytes: byteLength(body), oversize: true });
      continue;
    }
    // + 1 for the comma before it: a batch's first event has none, but then close() of the empty batch does nothing.
    if (size + bytes + 1 > maxBytes || current.length >= maxEvents) close();
    size += bytes + (current.length > 0 ? 1 : 0);
    current.push(event);
  }
  close();
  return batches;
}
