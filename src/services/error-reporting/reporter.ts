import { config } from '@/platform/config';

/**
 * The one error reporter. It sits in the entry chunk, so it has no dependencies: reports are
 * batched, rate-limited (an error loop cannot flood the sink) and posted as JSON with keepalive
 * fetch, so a report written while the page unloads still leaves.
 */
export type ErrorSource = 'window' | 'unhandledrejection' | 'boundary' | 'api' | 'bridge' | 'manual';

export interface ErrorReport {
  source: ErrorSource;
  name: string;
  message: string;
  stack?: string;
  /** Anything that helps: API path, method, status, body and query; bridge method; component stack. */
  context?: Record<string, unknown>;
  page_url: string;
  time_ms: number;
}

export interface ErrorReportBatch {
  reports: ErrorReport[];
  /** Reports refused by the rate limit since the previous batch. */
  dropped: number;
}

export type HeaderBuilder = (query: Record<string, string>, bodyText: string) => Record<string, string>;

export interface ErrorReporterDeps {
  /** Where batches go; more than one when a hosted service is plugged in by configuration. */
  endpoints: readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  perMinute?: number;
  batchDelayMs?: number;
  /** Signed request headers (the API client's builder), so the sink can verify reports. */
  headers?: HeaderBuilder;
  pageUrl?: () => string;
}

export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>, source?: ErrorSource): void;
  /** Sends what is queued now (page hide); resolves when the sink answered or failed. */
  flush(): Promise<void>;
  /** Reports accepted by the rate limit and not yet sent. */
  pending(): number;
}

const MAX_TEXT = 2000;
const clip = (text: string, max = MAX_TEXT): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Context values are clipped so one report cannot fill the keepalive quota. */
function clipContext(context: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!context) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value === undefined) continue;
    if (typeof value === 'string') out[key] = clip(value);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) out[key] = value;
    else {
      try {
        out[key] = clip(JSON.stringify(value));
      } catch {
        out[key] = '[unserializable]';
      }
    }
  }
  return out;
}

export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: clip(error.message), ...(error.stack ? { stack: clip(error.stack, 4000) } : {}) };
  if (typeof error === 'string') return { name: 'Error', message: clip(error) };
  try {
    return { name: 'NonError', message: clip(JSON.stringify(error) ?? String(error)) };
  } catch {
    return { name: 'NonError', message: clip(String(error)) };
  }
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const now = deps.now ?? (() => Date.now());
  const perMinute = deps.perMinute ?? config.errorReportsPerMinute;
  const batchDelayMs = deps.batchDelayMs ?? config.errorReportBatchDelayMs;
  const pageUrl = deps.pageUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));
  let queue: ErrorReport[] = [];
  let dropped = 0;
  let accepted: number[] = []; // times of reports accepted in the last minute
  let timer: ReturnType<typeof setTimeout> | null = null;

  function allow(at: number): boolean {
    accepted = accepted.filter((t) => at - t < 60_000);
    if (accepted.length >= perMinute) return false;
    accepted.push(at);
    return true;
  }

  async function send(batch: ErrorReportBatch): Promise<void> {
    const doFetch = deps.fetch ?? (typeof fetch === 'undefined' ? null : fetch);
    if (!doFetch) return;
    const body = JSON.stringify(batch);
    await Promise.all(
      deps.endpoints.map(async (endpoint) => {
        try {
          const headers = { 'Content-Type': 'application/json', ...deps.headers?.({}, body) };
          await doFetch(endpoint, { method: 'POST', body, headers, keepalive: true, credentials: 'include' });
        } catch (err) {
          // Never reported: a failing sink must not feed the reporter.
          console.warn('[error-reporting] could not send reports', err);
        }
      }),
    );
  }

  function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return Promise.resolve();
    const batch: ErrorReportBatch = { reports: queue, dropped };
    queue = [];
    dropped = 0;
    return send(batch);
  }

  return {
    report(error, context, source = 'manual') {
      const at = now();
      if (!allow(at)) {
        dropped++;
        return;
      }
      const context_ = clipContext(context);
      queue.push({ source, ...describeError(error), ...(context_ ? { context: context_ } : {}), page_url: clip(pageUrl(), 500), time_ms: at });
      if (timer === null) timer = setTimeout(() => void flush(), batchDelayMs);
    },
    flush,
    pending: () => queue.length,
  };
}
