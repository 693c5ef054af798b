import type { AnalyticsEvent, EventCommonParams } from '@/api/contract/event';
import { OS_CODE } from '@/platform/constants';

/** What every event says about who and where (SPEC §3 common_params), read fresh for each event. */
export interface AnalyticsContext {
  user_id: string | null;
  device_id: string;
  /** The anonymous uuid: common_params.uuid and the event's user_identifier. */
  uuid: string;
  ua: string;
  app_version: string;
  is_inapp: boolean;
  bundle_name: string;
  bundle_version: string;
  share_trace_id?: string;
  share_clk_type?: string;
}

/** A page view as pages report it (trackPageView). */
export interface PageView {
  page: string;
  parent_page?: string;
  share_trace_id?: string;
  share_clk_type?: string;
}

export interface TrackInput {
  event_name: string;
  /** page_view, click, or any other kind a page reports. */
  event_type: string;
  page?: string;
  parent_page?: string;
  share_trace_id?: string;
  share_clk_type?: string;
  /** Extra fields next to common_params in event_data. */
  extra?: Readonly<Record<string, unknown>>;
}

const defined = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;

/**
 * One event in the wire shape of src/api/contract/event.ts. event_time and event_timestamp_ms are
 * both milliseconds since the epoch; extra fields cannot overwrite common_params.
 */
export function buildEvent(input: TrackInput, ctx: AnalyticsContext, at: number, eventUuid: string): AnalyticsEvent {
  const common_params: EventCommonParams = defined({
    user_id: ctx.user_id ?? undefined,
    device_id: ctx.device_id,
    uuid: ctx.uuid,
    os: OS_CODE,
    ua: ctx.ua,
    app_version: ctx.app_version,
    event_time: at,
    is_inapp: ctx.is_inapp ? 1 : 0,
    parent_page: input.parent_page,
    bundle_name: ctx.bundle_name,
    bundle_version: ctx.bundle_version,
    share_trace_id: input.share_trace_id ?? ctx.share_trace_id,
    share_clk_type: input.share_clk_type ?? ctx.share_clk_type,
    log_source: 'h5',
    event_type: input.event_type,
    event_name: input.event_name,
    page: input.page,
  });
  return {
    event_uuid: eventUuid,
    event_data: JSON.stringify({ ...input.extra, common_params }),
    event_timestamp_ms: at,
    user_identifier: ctx.uuid,
  };
}
