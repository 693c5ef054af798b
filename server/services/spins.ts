/**
 * The spin wheel's rules: daily and remaining spins per user, event and UTC day; the prize drawn by
 * weight from the system's secure random source, decided by the server alone and stored with the
 * attempt (a retry with the same idempotency key answers the stored draw, nothing the client sends
 * steers it); physical prizes only for real-name accounts; one record per idempotency key;
 * rewarded-ad sessions credited once by the ad network's callback.
 */
import { randomBytes } from 'node:crypto';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import type { PrizeRecord } from '../../src/api/contract/campaign';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { CLAIM_WINDOW_MS } from '../seed/campaign';
import { requireRunning, type EventRow } from './campaign-events';
import { dayKey } from './clock';
import { grantGems } from './users';

/** Rewarded ads that may add spins per user, event and day, and the spins each adds. */
export const AD_SPINS_PER_DAY = 3;
export const SPINS_PER_AD = 1;

export interface PrizeRow {
  prize_id: string;
  position: number;
  kind: 'gems' | 'item' | 'physical' | 'none';
  amount: number;
  weight: number;
  name: string;
}

export interface RecordRow {
  record_id: string;
  user_id: string;
  event_id: string;
  prize_id: string;
  idempotency_key: string;
  won_at: number;
  claim_deadline: number | null;
  gems_expire_at: number | null;
  kind: PrizeRow['kind'];
  amount: number;
  name: string;
  submitted: number;
}

export const RECORD_SELECT = `SELECT r.*, p.kind, p.amount, p.name, (c.record_id IS NOT NULL) AS submitted FROM spin_records r
  JOIN spin_prizes p ON p.event_id = r.event_id AND p.prize_id = r.prize_id
  LEFT JOIN prize_contacts c ON c.record_id = r.record_id`;

export function recordView(row: RecordRow, now: number): PrizeRecord {
  const status =
    row.kind !== 'physical'
      ? 'credited'
      : row.submitted
        ? 'submitted'
        : (row.claim_deadline ?? 0) <= now
          ? 'forfeited'
          : 'to_claim';
  return {
    record_id: row.record_id,
    prize: { prize_id: row.prize_id, kind: row.kind, amount: row.amount, name: row.name },
    won_at_ms: row.won_at,
    status,
    expires_at_ms: row.gems_expire_at,
    claim_deadline_ms: row.claim_deadline,
  };
}

export const prizesOf = (db: Db, eventId: string): PrizeRow[] =>
  db
    .prepare(
      'SELECT prize_id, position, kind, amount, weight, name FROM spin_prizes WHERE event_id = ? ORDER BY position',
    )
    .all(eventId) as PrizeRow[];

/**
 * A uniform number in [0, 1) from the system's CSPRNG (48 bits). An earlier wheel drew from a hash of
 * the caller's idempotency key, which let a client search keys offline for the prize it wanted.
 */
export function secureUniform(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

/**
 * The prizes an account can land on. Physical prizes (and their shipping form) need a real-name
 * account: an anonymous one costs nothing to make, so it would turn a device farm into parcels.
 */
export function drawablePrizes<P extends Pick<PrizeRow, 'kind'>>(prizes: readonly P[], isAnonymous: boolean): P[] {
  return isAnonymous ? prizes.filter((p) => p.kind !== 'physical') : [...prizes];
}

/** The prize a uniform number falls on, each prize with a share of its weight. */
export function pickByWeight<P extends { weight: number }>(prizes: readonly P[], u: number): P {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let point = u * total;
  for (const p of prizes) {
    if (point < p.weight) return p;
    point -= p.weight;
  }
  const last = [...prizes].reverse().find((p) => p.weight > 0);
  if (!last) throw new Error('a wheel needs a prize with a weight');
  return last;
}

export interface SpinCounts {
  daily_spins: number;
  remaining_spins: number;
  ad_spins_left: number;
}

export function countsOf(db: Db, userId: string, event: EventRow, now: number): SpinCounts {
  const day = dayKey(now);
  const row = db
    .prepare('SELECT used, ad_added FROM spin_days WHERE user_id = ? AND event_id = ? AND day = ?')
    .get(userId, event.event_id, day) as { used: number; ad_added: number } | undefined;
  const ads = db
    .prepare(
      'SELECT COUNT(*) AS n FROM ad_sessions WHERE user_id = ? AND event_id = ? AND day = ? AND rewarded_at IS NOT NULL',
    )
    .get(userId, event.event_id, day) as { n: number };
  return {
    daily_spins: event.daily_spins,
    remaining_spins: Math.max(0, event.daily_spins + (row?.ad_added ?? 0) - (row?.used ?? 0)),
    ad_spins_left: Math.max(0, AD_SPINS_PER_DAY - ads.n),
  };
}

/** One spin, or the record a repeated key already won. Call inside a transaction. */
export function spinOnce(
  db: Db,
  userId: string,
  event: EventRow,
  key: string,
  now: number,
  uniform: () => number = secureUniform,
): RecordRow {
  const existing = db.prepare(`${RECORD_SELECT} WHERE r.user_id = ? AND r.idempotency_key = ?`).get(userId, key) as
    RecordRow | undefined;
  if (existing) {
    if (existing.event_id !== event.event_id)
      throw new ApiError(CampaignStatusCode.IdempotencyKeyReused, 'this idempotency key was used for another event');
    return existing;
  }
  requireRunning(event, now);
  if (countsOf(db, userId, event, now).remaining_spins <= 0)
    throw new ApiError(CampaignStatusCode.NoSpinsLeft, 'no spins left today');
  const anonymous =
    (db.prepare('SELECT is_anonymous FROM users WHERE user_id = ?').get(userId) as { is_anonymous: number } | undefined)
      ?.is_anonymous !== 0;
  const prize = pickByWeight(drawablePrizes(prizesOf(db, event.event_id), anonymous), uniform());
  db.prepare(
    `INSERT INTO spin_days (user_id, event_id, day, used, ad_added) VALUES (?, ?, ?, 1, 0)
    ON CONFLICT (user_id, event_id, day) DO UPDATE SET used = used + 1`,
  ).run(userId, event.event_id, dayKey(now));
  const gemsExpireAt = prize.kind === 'gems' ? grantGems(db, userId, prize.amount, 'spin', now).expiresAt : null;
  const recordId = `rec_${randomBytes(8).toString('hex')}`;
  db.prepare(
    `INSERT INTO spin_records (record_id, user_id, event_id, prize_id, idempotency_key, won_at, claim_deadline, gems_expire_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    recordId,
    userId,
    event.event_id,
    prize.prize_id,
    key,
    now,
    prize.kind === 'physical' ? now + CLAIM_WINDOW_MS : null,
    gemsExpireAt,
  );
  return db.prepare(`${RECORD_SELECT} WHERE r.record_id = ?`).get(recordId) as RecordRow;
}

export function startAdSession(db: Db, userId: string, event: EventRow, now: number): string {
  requireRunning(event, now);
  if (countsOf(db, userId, event, now).ad_spins_left <= 0)
    throw new ApiError(CampaignStatusCode.AdSessionInvalid, 'no more rewarded ads today');
  const sessionId = `ad_${randomBytes(10).toString('hex')}`;
  db.prepare('INSERT INTO ad_sessions (session_id, user_id, event_id, day, created_at) VALUES (?, ?, ?, ?, ?)').run(
    sessionId,
    userId,
    event.event_id,
    dayKey(now),
    now,
  );
  return sessionId;
}

interface AdSessionRow {
  session_id: string;
  user_id: string;
  event_id: string;
  day: string;
  rewarded_at: number | null;
  spins_added: number;
}

/**
 * The ad network says the user watched the ad: credit the session once, within the daily cap. Call inside a
 * transaction.
 */
export function creditAdSession(db: Db, sessionId: string, now: number): boolean {
  const session = db.prepare('SELECT * FROM ad_sessions WHERE session_id = ?').get(sessionId) as
    AdSessionRow | undefined;
  if (!session) return false;
  const rewarded = db
    .prepare(
      'SELECT COUNT(*) AS n FROM ad_sessions WHERE user_id = ? AND event_id = ? AND day = ? AND rewarded_at IS NOT NULL',
    )
    .get(session.user_id, session.event_id, session.day) as { n: number };
  if (rewarded.n >= AD_SPINS_PER_DAY) return false;
  // A session credited before is left as it is: the ad network may call back more than once.
  const updated = db
    .prepare('UPDATE ad_sessions SET rewarded_at = ?, spins_added = ? WHERE session_id = ? AND rewarded_at IS NULL')
    .run(now, SPINS_PER_AD, sessionId);
  if (updated.changes === 0) return false;
  db.prepare(
    `INSERT INTO spin_days (user_id, event_id, day, used, ad_added) VALUES (?, ?, ?, 0, ?)
    ON CONFLICT (user_id, event_id, day) DO UPDATE SET ad_added = ad_added + excluded.ad_added`,
  ).run(session.user_id, session.event_id, session.day, SPINS_PER_AD);
  return true;
}

export function adSessionOf(db: Db, userId: string, eventId: string, sessionId: string): AdSessionRow {
  const session = db.prepare('SELECT * FROM ad_sessions WHERE session_id = ?').get(sessionId) as
    AdSessionRow | undefined;
  if (!session || session.user_id !== userId || session.event_id !== eventId)
    throw new ApiError(CampaignStatusCode.AdSessionInvalid, 'no such ad session');
  return session;
}
