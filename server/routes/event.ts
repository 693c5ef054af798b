import type { Hono } from 'hono';
import { reportEvents, type AnalyticsEvent } from '../../src/api/contract/event';
import type { ServerConfig } from '../config';
import type { ApiDeps, AppEnv } from '../context';
import { checkJsonDepth } from '../http/body-reader';
import type { Db } from '../db/database';
import { mountEndpoint } from '../http/pipeline';
import { chargeReportCall } from '../http/report-charge';

/** An event time the server believes: within the configured window around its own clock. */
export function plausibleEventTime(
  timestampMs: number,
  now: number,
  config: Pick<ServerConfig, 'eventMaxAgeSeconds' | 'eventMaxAheadSeconds'>,
): boolean {
  return (
    timestampMs >= now - config.eventMaxAgeSeconds * 1000 && timestampMs <= now + config.eventMaxAheadSeconds * 1000
  );
}

interface Sender {
  userId: string;
  /** Its anonymous device, when it is an anonymous account. */
  deviceUuid: string | null;
}

/** Who an event is stored under: always its sender; whom the page names is a claim beside it. */
interface Attribution {
  /** The token's account; null for a visitor without one. */
  userId: string | null;
  /** The device the page named, unless that names someone else (then the sender's own, or '' without a token). */
  userIdentifier: string;
  claimedUserId: string | null;
}

/**
 * user_identifier is the page's anonymous device uuid, its own word. When it names an account (a user
 * id), or with a token another account's anonymous device, it is not stored as the event's identity:
 * the event gets the sender's own (its anonymous device, else its user id; none without a token) and
 * the named one becomes the claim. Otherwise a user id the page names (common_params.user_id, the
 * query's user_id) that is not the sender is the claim.
 */
function attributionOf(
  db: Db,
  sender: Sender | null,
  event: AnalyticsEvent,
  queryUserId: string | undefined,
): Attribution {
  const named = event.user_identifier;
  const senderId = sender?.userId ?? null;
  const own = sender !== null && (named === sender.userId || named === sender.deviceUuid);
  const someoneElse =
    !own &&
    named !== '' &&
    db
      .prepare('SELECT 1 FROM users WHERE user_id = @named OR (@signed AND is_anonymous = 1 AND device_uuid = @named)')
      .get({ named, signed: sender === null ? 0 : 1 }) !== undefined;
  if (someoneElse)
    return {
      userId: senderId,
      userIdentifier: sender === null ? '' : (sender.deviceUuid ?? sender.userId),
      claimedUserId: named,
    };
  const common = (JSON.parse(event.event_data) as { common_params: { user_id?: string } }).common_params.user_id;
  const claimed = [common, queryUserId].find((id) => id !== undefined && id !== '' && id !== senderId) ?? null;
  return { userId: senderId, userIdentifier: named, claimedUserId: claimed };
}

export function mountEventRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  // Prepared per call, on the connection of the moment (a test-mode reset replaces it).
  const store = (
    events: readonly AnalyticsEvent[],
    senderId: string | null,
    query: Record<string, string>,
    now: number,
  ) =>
    deps.db.transaction(() => {
      const insert = deps.db.prepare(`INSERT OR IGNORE INTO events
        (event_uuid, event_name, user_identifier, user_id, claimed_user_id, event_timestamp_ms, event_data, query, received_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const account =
        senderId === null
          ? undefined
          : (deps.db.prepare('SELECT device_uuid FROM users WHERE user_id = ?').get(senderId) as
              { device_uuid: string | null } | undefined);
      const sender = senderId === null ? null : { userId: senderId, deviceUuid: account?.device_uuid ?? null };
      let accepted = 0;
      for (const event of events) {
        // The schema already checked that event_data parses and names the event.
        const name = (JSON.parse(event.event_data) as { common_params: { event_name: string } }).common_params
          .event_name;
        const who = attributionOf(deps.db, sender, event, query.user_id);
        accepted += insert.run(
          event.event_uuid,
          name,
          who.userIdentifier,
          who.userId,
          who.claimedUserId,
          event.event_timestamp_ms,
          event.event_data,
          JSON.stringify(query),
          now,
        ).changes;
      }
      return accepted;
    })();

  mountEndpoint(app, deps, reportEvents, (input, ctx) => {
    // JSON text inside the body, which the body's own depth check reads as a string.
    for (const event of input.events) checkJsonDepth(event.event_data, 'event_data');
    chargeReportCall(ctx, 'event', input.events.length);
    const kept: AnalyticsEvent[] = [];
    const rejected: string[] = [];
    for (const event of input.events) {
      if (plausibleEventTime(event.event_timestamp_ms, ctx.now, deps.config)) kept.push(event);
      else rejected.push(event.event_uuid);
    }
    const accepted = store(kept, ctx.userId, ctx.query, ctx.now);
    return { accepted, duplicates: kept.length - accepted, rejected };
  });
}
