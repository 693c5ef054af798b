import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, id, timestampMs } from './endpoint';

export const EventPaths = {
  report: `${API_PREFIX}/event/report`,
} as const;

/** Events per report call at most (the client flushes small batches anyway). */
export const MAX_EVENTS_PER_REPORT = 200;

/** common_params inside event_data (SPEC §3). Only event_name is required by the server. */
export const EventCommonParamsSchema = v.looseObject({
  event_name: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  user_id: v.optional(v.string()),
  device_id: v.optional(v.string()),
  uuid: v.optional(v.string()),
  os: v.optional(v.union([v.number(), v.string()])),
  ua: v.optional(v.string()),
  app_version: v.optional(v.string()),
  event_time: v.optional(v.number()),
  is_inapp: v.optional(v.union([v.boolean(), v.number(), v.string()])),
  parent_page: v.optional(v.string()),
  bundle_name: v.optional(v.string()),
  bundle_version: v.optional(v.string()),
  share_trace_id: v.optional(v.string()),
  share_clk_type: v.optional(v.string()),
  log_source: v.optional(v.string()),
  event_type: v.optional(v.string()),
  page: v.optional(v.string()),
});
export type EventCommonParams = v.InferOutput<typeof EventCommonParamsSchema>;

/** The object encoded as JSON text in event_data: common_params plus any extra fields. */
export const EventDataSchema = v.looseObject({ common_params: EventCommonParamsSchema });

function isEventDataJson(text: string): boolean {
  try {
    return v.safeParse(EventDataSchema, JSON.parse(text)).success;
  } catch {
    return false;
  }
}

export const AnalyticsEventSchema = v.object({
  event_uuid: id(64),
  event_data: v.pipe(
    v.string(),
    v.maxLength(16 * 1024),
    v.check(isEventDataJson, 'must be JSON text of an object with common_params.event_name'),
  ),
  event_timestamp_ms: timestampMs(),
  /** The device's anonymous uuid. */
  user_identifier: v.pipe(v.string(), v.maxLength(128)),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;

export const EventReportRequestSchema = v.object({
  events: v.pipe(
    v.array(AnalyticsEventSchema),
    v.minLength(1, 'must hold at least one event'),
    v.maxLength(MAX_EVENTS_PER_REPORT, `must hold at most ${MAX_EVENTS_PER_REPORT} events`),
  ),
});

/** Query parameters event/report requires (SPEC §7); they are part of the common app params. */
export const EventReportQuerySchema = v.object({
  device_platform: id(32),
  device_id: id(128),
  os: id(8),
  app_id: id(16),
  user_id: v.optional(v.string()),
});
export type EventReportQuery = v.InferOutput<typeof EventReportQuerySchema>;

export const EventReportDataSchema = v.object({
  /** Events stored by this call. */
  accepted: v.number(),
  /** Events already stored earlier (same event_uuid) or repeated in this batch: dropped. */
  duplicates: v.number(),
  /**
   * event_uuids refused one by one because event_timestamp_ms is outside the server's window around
   * its clock (default: 7 days behind, 1 hour ahead). They are not stored, and sending them again
   * would be refused again: the batch still counts as delivered. Absent from an API that predates the
   * window, which reads as none refused (so such an answer is not a malformed one that keeps events).
   */
  rejected: v.optional(v.array(v.string()), []),
});

/**
 * The whole batch is refused (nothing stored) when any event fails the schema; status_msg names it.
 * An event whose time is implausible is refused alone (listed in `rejected`); the rest are stored.
 */
export const reportEvents = defineEndpoint({
  path: EventPaths.report,
  token: 'optional',
  request: EventReportRequestSchema,
  data: EventReportDataSchema,
  query: EventReportQuerySchema,
  maxBodyBytes: 1024 * 1024,
});
