import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import type { CampaignEvent, EventPhase } from '../../src/api/contract/campaign';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';

export interface EventRow {
  event_id: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  paused: number;
  daily_spins: number;
}

export function phaseOf(row: EventRow, now: number): EventPhase {
  if (now < row.starts_at) return 'not_started';
  if (now >= row.ends_at) return 'ended';
  return row.paused ? 'paused' : 'running';
}

export const eventView = (row: EventRow, now: number): CampaignEvent => ({
  event_id: row.event_id,
  phase: phaseOf(row, now),
  starts_at_ms: row.starts_at,
  ends_at_ms: row.ends_at,
});

/** The event of that id and kind (any kind when none is given), or EventNotFound. */
export function findEvent(db: Db, eventId: string, kind?: string): EventRow {
  const row = db.prepare('SELECT * FROM campaign_events WHERE event_id = ?').get(eventId) as EventRow | undefined;
  if (!row || (kind !== undefined && row.kind !== kind))
    throw new ApiError(CampaignStatusCode.EventNotFound, 'no such event');
  return row;
}

const CLOSED: Record<Exclude<EventPhase, 'running'>, { code: number; message: string }> = {
  not_started: { code: CampaignStatusCode.EventNotStarted, message: 'the event has not started' },
  paused: { code: CampaignStatusCode.EventPaused, message: 'the event is ended for now' },
  ended: { code: CampaignStatusCode.EventEnded, message: 'the event has ended' },
};

/** Refuses every action outside the event's window. */
export function requireRunning(row: EventRow, now: number): void {
  const phase = phaseOf(row, now);
  if (phase !== 'running') throw new ApiError(CLOSED[phase].code, CLOSED[phase].message);
}
