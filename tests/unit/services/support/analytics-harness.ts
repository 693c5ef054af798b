/** The analytics tracker wired to a recording fetch and a miniature event server, for the analytics tests. */
import { vi } from 'vitest';
import { StatusCode } from '@/api/contract/codes';
import type { AnalyticsEvent } from '@/api/contract/event';
import { createApiClient } from '@/services/api';
import type { AnalyticsContext, Outbox } from '@/services/analytics';
import { createMemoryOutbox } from '@/services/analytics/outbox';
import { createAnalytics } from '@/services/analytics/tracker';
import { fail, fakeFetch, ok, type RecordedRequest, type Responder } from './fake-fetch';

export const SALT = 'analytics-salt';
export const CONTEXT: AnalyticsContext = {
  user_id: 'u1',
  device_id: 'd1',
  uuid: 'anon-uuid',
  ua: 'test-agent',
  app_version: '1.0.0',
  is_inapp: false,
  bundle_name: 'talkie_h5',
  bundle_version: '0.1.0',
  share_trace_id: 'trace-1',
};

/** The local server's behaviour in miniature: stores events, drops duplicates by event_uuid. */
export function server(
  script?: (req: RecordedRequest, index: number) => 'ok' | 'network' | 'refuse' | 'invalid' | 'reject-times',
) {
  const stored: string[] = [];
  const respond: Responder = (req, i) => {
    const verdict = script?.(req, i) ?? 'ok';
    if (verdict === 'network') return new TypeError('Failed to fetch');
    if (verdict === 'refuse') return fail(StatusCode.Internal, 'try later');
    if (verdict === 'invalid') return fail(StatusCode.InvalidParam, 'bad event');
    const body = JSON.parse(req.body ?? '{}') as { events: AnalyticsEvent[] };
    // The server refuses implausible event times one by one and still answers success.
    if (verdict === 'reject-times')
      return ok({ accepted: 0, duplicates: 0, rejected: body.events.map((e) => e.event_uuid) });
    let accepted = 0;
    for (const e of body.events) {
      if (stored.includes(e.event_uuid)) continue;
      stored.push(e.event_uuid);
      accepted++;
    }
    return ok({ accepted, duplicates: body.events.length - accepted, rejected: [] });
  };
  return { stored, respond };
}

export interface SetupOptions {
  respond?: Responder;
  outbox?: Outbox;
  maxBytes?: number;
  maxEvents?: number;
  context?: () => AnalyticsContext;
  /** false: no logger given, the tracker's own (console) is used. */
  log?: false;
  /** Another createAnalytics (a freshly loaded module). */
  create?: typeof createAnalytics;
}

export function setup(opts: SetupOptions = {}) {
  const { fetch, calls } = fakeFetch(opts.respond ?? server().respond);
  const reportError = vi.fn();
  const client = createApiClient({
    fetch,
    salt: SALT,
    now: () => 1_767_225_600_000,
    session: () => ({ authToken: 'tok', userId: 'u1', deviceId: 'd1' }),
    appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
    reportError,
  });
  let n = 0;
  const logged: string[] = [];
  const details: unknown[] = [];
  const outbox = opts.outbox ?? createMemoryOutbox();
  const analytics = (opts.create ?? createAnalytics)({
    client,
    fetch,
    outbox,
    appId: 300,
    context: opts.context ?? (() => CONTEXT),
    now: () => 1_767_225_600_000 + n,
    newId: () => `evt-${++n}`,
    ...(opts.log === false
      ? {}
      : {
          log: (message: string, detail?: unknown) => {
            logged.push(message);
            details.push(detail);
          },
        }),
    ...(opts.maxBytes ? { maxBytes: opts.maxBytes } : {}),
    ...(opts.maxEvents ? { maxEvents: opts.maxEvents } : {}),
  });
  return { analytics, calls, outbox, logged, details, reportError };
}

export const eventsOf = (req: RecordedRequest): AnalyticsEvent[] =>
  (JSON.parse(req.body ?? '{}') as { events: AnalyticsEvent[] }).events;
