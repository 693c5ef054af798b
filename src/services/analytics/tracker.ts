import { StatusCode } from '@/api/contract/codes';
import { EventPaths, MAX_EVENTS_PER_REPORT, type AnalyticsEvent, type EventReportQuery } from '@/api/contract/event';
import { asBaseResp } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { reportEvents } from '../api/event-endpoints';
import { buildRequestHeaders } from '../api/request-headers';
import { serializeQuery } from '../api/transport';
import { config } from '@/platform/config';
import { ANALYTICS_BATCH_DELAY_MS, DEVICE_PLATFORM, HTTP_SUCCESS_STATUSES, OS_CODE } from '@/platform/constants';
import { randomId } from '../random-id';
import { splitIntoBatches, type Batch } from './batches';
import { buildEvent, type AnalyticsContext, type PageView, type TrackInput } from './event';
import type { Outbox } from './outbox';

/**
 * Analytics (SPEC §3, §7, DESIGN.md "Analytics on page hide"):
 * - events wait ANALYTICS_BATCH_DELAY_MS (300 ms) so a burst leaves as one request;
 * - each request is a keepalive fetch signed like every other request, under the keepalive quota;
 *   if that fetch fails, the HTTP client tries the same batch;
 * - before a batch leaves it is written to the outbox; it leaves the outbox only once delivered, so a
 *   failed batch is sent again by a later flush (or the next visit) and the server drops duplicates;
 * - on visibilitychange→hidden and pagehide, one keepalive budget of events leaves at once; the rest
 *   stays in the outbox.
 * Failures are logged, never shown or reported.
 */
export interface AnalyticsDeps {
  client: ApiClient;
  outbox: Outbox;
  context: () => AnalyticsContext;
  /** Analytics app id of the brand (talkie 300). */
  appId: number;
  fetch?: typeof fetch;
  now?: () => number;
  newId?: () => string;
  delayMs?: number;
  maxBytes?: number;
  maxEvents?: number;
  log?: (message: string, detail?: unknown) => void;
}

export type FlushMode = 'normal' | 'hide';

export interface Analytics {
  track(input: TrackInput): void;
  trackPageView(view: PageView): void;
  trackClick(name: string, extra?: Readonly<Record<string, unknown>>): void;
  /** Sends what is queued and what the outbox holds; resolves when every request settled. */
  flush(mode?: FlushMode): Promise<void>;
  /** Listens for page hide and network return; sends what a previous visit left. Returns a stop function. */
  start(target: {
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  }): () => void;
}

/** Refusals that will never succeed on a retry: the batch is dropped (logged) instead of kept. */
const PERMANENT: ReadonlySet<number | undefined> = new Set([
  StatusCode.InvalidParam,
  StatusCode.MalformedBody,
  StatusCode.BodyTooLarge,
  StatusCode.JsonTooDeep,
]);

class Refused extends Error {
  constructor(readonly statusCode: number) {
    super(`event report refused with ${statusCode}`);
  }
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? randomId;
  const delayMs = deps.delayMs ?? ANALYTICS_BATCH_DELAY_MS;
  const maxBytes = deps.maxBytes ?? config.analyticsMaxKeepaliveBytes;
  const maxEvents = deps.maxEvents ?? MAX_EVENTS_PER_REPORT;
  const log = deps.log ?? ((message, detail) => console.warn(`[analytics] ${message}`, detail));
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let currentPage: { page?: string; parent_page?: string } = {};
  const inFlight = new Set<string>();

  function query(): EventReportQuery {
    const ctx = deps.context();
    return {
      device_platform: DEVICE_PLATFORM,
      device_id: ctx.device_id,
      os: String(OS_CODE),
      app_id: String(deps.appId),
      ...(ctx.user_id ? { user_id: ctx.user_id } : {}),
    };
  }

  /** Keepalive fetch; resolves only when the server stored the batch. */
  async function sendKeepalive(batch: Batch, q: EventReportQuery): Promise<void> {
    const doFetch = deps.fetch ?? fetch;
    const params = q as unknown as Record<string, string>;
    const headers = buildRequestHeaders(params, batch.body, deps.client.headerContext());
    const response = await doFetch(`${deps.client.url(EventPaths.report)}?${serializeQuery(params)}`, {
      method: 'POST',
      body: batch.body,
      headers,
      keepalive: true,
      credentials: 'include',
    });
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      // judged below
    }
    const base = asBaseResp((payload as { base_resp?: unknown } | null)?.base_resp);
    if ((HTTP_SUCCESS_STATUSES as readonly number[]).includes(response.status) && base?.status_code === 0) return;
    throw base ? new Refused(base.status_code) : new Error(`event report answered HTTP ${response.status}`);
  }

  function removeDelivered(events: readonly AnalyticsEvent[]): void {
    const done = new Set(events.map((e) => e.event_uuid));
    deps.outbox.save(deps.outbox.load().filter((e) => !done.has(e.event_uuid)));
  }

  /** Sends one batch (already marked in flight) and settles its events in the outbox. */
  async function deliver(batch: Batch, q: EventReportQuery): Promise<void> {
    try {
      if (!batch.oversize) {
        try {
          await sendKeepalive(batch, q);
          removeDelivered(batch.events);
          return;
        } catch (error) {
          if (error instanceof Refused && PERMANENT.has(error.statusCode)) throw error;
          log('keepalive report failed; trying the HTTP client', error);
        }
      }
      await reportEvents(deps.client, { events: batch.events }, q, { reportFailures: false });
      removeDelivered(batch.events);
    } catch (error) {
      const code =
        error instanceof Refused
          ? error.statusCode
          : asBaseResp((error as { base_resp?: unknown }).base_resp)?.status_code;
      if (PERMANENT.has(code)) {
        log(`event report refused for good (${code}); dropping ${batch.events.length} events`, error);
        removeDelivered(batch.events);
      } else {
        log(`event report failed; ${batch.events.length} events kept for later`, error);
      }
    } finally {
      for (const e of batch.events) inFlight.delete(e.event_uuid);
    }
  }

  /** Moves queued events into the outbox (write-ahead) and returns everything not yet delivered. */
  function persist(): AnalyticsEvent[] {
    const stored = deps.outbox.load();
    // With nothing queued, the same list is written back. Queued events carry fresh random ids, so none is
    // already in the outbox.
    const merged = stored.concat(queue);
    queue = [];
    deps.outbox.save(merged);
    return deps.outbox.load();
  }

  /** Only 'hide' is told apart: without a mode, everything is sent. */
  function flush(mode?: FlushMode): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const sendable = persist().filter((e) => !inFlight.has(e.event_uuid));
    const batches = splitIntoBatches(sendable, maxBytes, maxEvents);
    // The keepalive quota is shared by everything the page sends while unloading: one budget on hide.
    const sending = mode === 'hide' ? batches.slice(0, 1).filter((b) => !b.oversize) : batches;
    // Marked at once, so a flush running meanwhile cannot send the same events again.
    for (const batch of sending) for (const e of batch.events) inFlight.add(e.event_uuid);
    const q = query();
    // The first request starts synchronously: a page-hide handler may be the last code that runs.
    let chain: Promise<void> = Promise.resolve();
    sending.forEach((batch, i) => {
      chain = i === 0 ? deliver(batch, q) : chain.then(() => deliver(batch, q));
    });
    return chain;
  }

  function schedule(): void {
    timer ??= setTimeout(() => void flush(), delayMs);
  }

  function track(input: TrackInput): void {
    try {
      queue.push(buildEvent({ ...currentPage, ...input }, deps.context(), now(), newId()));
      schedule();
    } catch (error) {
      log('could not record an event', error);
    }
  }

  return {
    track,
    trackPageView(view) {
      currentPage = { page: view.page, ...(view.parent_page ? { parent_page: view.parent_page } : {}) };
      track({ event_name: 'page_view', event_type: 'page_view', ...view });
    },
    trackClick(name, extra) {
      track({ event_name: name, event_type: 'click', ...(extra ? { extra } : {}) });
    },
    flush,
    start({ window: win, document: doc }) {
      const onVisibility = (): void => {
        if (doc.visibilityState === 'hidden') void flush('hide');
      };
      const onPageHide = (): void => void flush('hide');
      const onOnline = (): void => void flush();
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', onPageHide);
      win.addEventListener('online', onOnline);
      if (deps.outbox.load().length > 0) schedule();
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pagehide', onPageHide);
        win.removeEventListener('online', onOnline);
      };
    },
  };
}
