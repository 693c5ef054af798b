import type { ClientErrorReport, ClientErrorReportRequest } from '@/api/contract/client-error';
import { config } from '@/platform/config';
import { randomId } from '../random-id';

/**
 * The one error reporter. It sits in the entry chunk, so it has no dependencies: reports are
 * batched, rate-limited (an error loop cannot flood the sink) and posted as JSON with keepalive
 * fetch, so a report written while the page unloads still leaves.
 */
export type ErrorSource = 'window' | 'unhandledrejection' | 'boundary' | 'api' | 'bridge' | 'manual';

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

/**
 * Reports per request. The contract allows MAX_ERROR_REPORTS_PER_CALL (50, checked by a test); it is
 * not imported here because that would pull the contract's schemas into the entry chunk.
 */
export const REPORTS_PER_REQUEST = 50;

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

/** An error's `type` (bridge errors) or `kind` (API errors) names it more precisely than its class. */
function errorName(error: Error): string {
  const { type, kind } = error as Error & { type?: unknown; kind?: unknown };
  if (typeof type === 'string') return type;
  if (typeof kind === 'string') return `${kind}_error`;
  return error.name;
}

export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return {
      name: clip(errorName(error), 128),
      message: clip(error.message),
      ...(error.stack ? { stack: clip(error.stack, 8000) } : {}),
    };
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
  let queue: ClientErrorReport[] = [];
  let dropped = 0;
  // Stryker disable next-line ArrayDeclaration: the first window filter drops a time that is not a number (NaN < 60000 is false)
  let accepted: number[] = []; // times of reports accepted in the last minute
  let timer: ReturnType<typeof setTimeout> | undefined;

  function allow(at: number): boolean {
    accepted = accepted.filter((t) => at - t < 60_000);
    if (accepted.length >= perMinute) return false;
    accepted.push(at);
    return true;
  }

  async function send(batch: ClientErrorReportRequest): Promise<void> {
    // Every engine the page runs in has fetch (the default is tested through the app reporter).
    const doFetch = deps.fetch ?? globalThis.fetch;
    const body = JSON.stringify(batch);
    await Promise.all(
      deps.endpoints.map(async (endpoint) => {
        try {
          const headers = { 'Content-Type': 'application/json', ...deps.headers?.({}, body) };
          await doFetch(endpoint, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin' });
        } catch (err) {
          // Never reported: a failing sink must not feed the reporter.
          console.warn('[error-reporting] could not send reports', err);
        }
      }),
    );
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (dropped > 0) {
      queue.push({
        level: 'warning',
        name: 'error_reports_dropped',
        message: `${dropped} reports refused by the rate limit`,
        page_url: clip(pageUrl(), 2000),
        occurred_at_ms: now(),
        report_id: randomId(),
      });
      dropped = 0;
    }
    const reports = queue;
    queue = [];
    // Stryker disable next-line ArrayDeclaration: Promise.all of a plain value resolves the same
    const sends: Promise<void>[] = [];
    for (let i = 0; i < reports.length; i += REPORTS_PER_REQUEST)
      sends.push(send({ reports: reports.slice(i, i + REPORTS_PER_REQUEST) }));
    return Promise.all(sends).then(() => undefined);
  }

  return {
    report(error, context, source = 'manual') {
      const at = now();
      if (!allow(at)) {
        dropped++; // told to the sink with the next batch (or on page hide)
        return;
      }
      queue.push({
        report_id: randomId(),
        level: 'error',
        ...describeError(error),
        page_url: clip(pageUrl(), 2000),
        extra: { source, ...clipContext(context) },
        occurred_at_ms: at,
      });
      timer ??= setTimeout(() => void flush(), batchDelayMs);
    },
    flush,
    pending: () => queue.length,
  };
}
