import type { Hono } from 'hono';
import { reportEvents, type AnalyticsEvent } from '../../src/api/contract/event';
import type { ServerConfig } from '../config';
import type { ApiDeps, AppEnv } from '../context';
import { checkJsonDepth } from '../http/body-reader';
import { mountEndpoint } from '../http/pipeline';

/** An event time the server believes: within the configured window around its own clock. */
export function plausibleEventTime(timestampMs: number, now: number, config: Pick<ServerConfig, 'eventMaxAgeSeconds' | 'eventMaxAheadSeconds'>): boolean {
  return timestampMs >= now - config.eventMaxAgeSeconds * 1000 && timestampMs <= now + config.eventMaxAheadSeconds * 1000;
}

export function mountEventRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  // Prepared per call, on the connection of the moment (a test-mode reset replaces it).
  const store = (events: readonly AnalyticsEvent[], query: string, now: number) =>
    deps.db.transaction(() => {
      const insert = deps.db.prepare(`INSERT OR IGNORE INTO events
        (event_uuid, event_name, user_identifier, event_timestamp_ms, event_data, query, received_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`);
      let accepted = 0;
      for (const event of events) {
        // The schema already checked that event_data parses and names the event.
        const name = (JSON.parse(event.event_data) as { common_params: { event_name: string } }).common_params.event_name;
        accepted += insert.run(event.event_uuid, name, event.user_identifier, event.event_timestamp_ms, event.event_data, query, now).changes;
      }
      return accepted;
    })();

  mountEndpoint(app, deps, reportEvents, (input, ctx) => {
    // JSON text inside the body, which the body's own depth check reads as a string.
    for (const event of input.events) checkJsonDepth(event.event_data, 'event_data');
    const kept: AnalyticsEvent[] = [];
    const rejected: string[] = [];
    for (const event of input.events) {
      if (plausibleEventTime(event.event_timestamp_ms, ctx.now, deps.config)) kept.push(event);
      else rejected.push(event.event_uuid);
    }
    const accepted = store(kept, JSON.stringify(ctx.query), ctx.now);
    return { accepted, duplicates: kept.length - accepted, rejected };
  });
}
