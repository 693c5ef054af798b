import type { Hono } from 'hono';
import { reportEvents } from '../../src/api/contract/event';
import type { ApiDeps, AppEnv } from '../context';
import { mountEndpoint } from '../http/pipeline';

export function mountEventRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const insert = deps.db.prepare(`INSERT OR IGNORE INTO events
    (event_uuid, event_name, user_identifier, event_timestamp_ms, event_data, query, received_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const store = deps.db.transaction((events: readonly { event_uuid: string; event_data: string; event_timestamp_ms: number; user_identifier: string }[], query: string, now: number) => {
    let accepted = 0;
    for (const event of events) {
      // The schema already checked that event_data parses and names the event.
      const name = (JSON.parse(event.event_data) as { common_params: { event_name: string } }).common_params.event_name;
      accepted += insert.run(event.event_uuid, name, event.user_identifier, event.event_timestamp_ms, event.event_data, query, now).changes;
    }
    return accepted;
  });

  mountEndpoint(app, deps, reportEvents, (input, ctx) => {
    const accepted = store(input.events, JSON.stringify(ctx.query), ctx.now);
    return { accepted, duplicates: input.events.length - accepted };
  });
}
