/**
 * Creator tools: weekly numbers, subscription rules, the weekly clone limit, moderation of texts and
 * sniffing of uploaded images. Every rule that changes data runs inside one transaction of the
 * caller (better-sqlite3 runs them one at a time), so racing requests see each other's writes.
 */
import { randomBytes } from 'node:crypto';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { StatusCode } from '../../src/api/contract/codes';
import {
  WEEKLY_COUNT_KEYS,
  type PriceLevel,
  type SubscriptionSettings,
  type WeeklyCounts,
} from '../../src/api/contract/creator';
import { countLength } from '../../src/api/contract/text-length';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { attachCloneImages, resolveCloneImages } from './clone-images';
import { DAY_MS } from './clock';
import { violatingWord } from './moderation';

/** Clones a user may create per UTC week (Monday 00:00 UTC). */
export const CLONE_WEEKLY_LIMIT = 3;
/** SPEC §5 / §9: a character name is at most 25 long (a Chinese character counts 2). */
export const NAME_LIMIT = 25;

/**
 * Words the local server refuses in public creator texts (a stand-in for the deployed moderation
 * service): subscription texts answer IllegalWord, clone texts ContentViolation. Matched through the
 * one moderation normalisation (services/moderation.ts), with TALKIE_API_MODERATION_WORDS added.
 */
export const BLOCKED_WORDS = ['badword', 'scam', 'nsfw', '诈骗', '赌博', 'estafa', 'golpe', '詐欺'] as const;

export const containsBlockedWord = (text: string, extra: readonly string[] = []): boolean =>
  violatingWord(text, [...BLOCKED_WORDS, ...extra]) !== null;

export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
/** Monday 00:00 UTC of the week holding `ms` (1970-01-01 was a Thursday). */
export const weekStart = (ms: number): number => {
  const day = Math.floor(ms / DAY_MS);
  const weekday = (day + 3) % 7; // 0 = Monday
  return (day - weekday) * DAY_MS;
};

export interface CreatorRow {
  user_id: string;
  max_levels: number;
  max_price_gems: number;
}

export function requireCreator(db: Db, userId: string): CreatorRow {
  const row = db.prepare('SELECT * FROM creators WHERE user_id = ?').get(userId) as CreatorRow | undefined;
  if (!row) throw new ApiError(CreatorStatusCode.NotCreator, 'this account is not a creator');
  return row;
}

const zeroCounts = (): WeeklyCounts => Object.fromEntries(WEEKLY_COUNT_KEYS.map((k) => [k, 0])) as WeeklyCounts;

function addCounts(into: WeeklyCounts, more: Partial<WeeklyCounts>): WeeklyCounts {
  const out = { ...into };
  for (const k of WEEKLY_COUNT_KEYS) out[k] += more[k] ?? 0;
  return out;
}

/** Daily numbers of `days` days from `from` (a day start), zero where nothing was recorded. */
export function dailyCounts(
  db: Db,
  userId: string,
  from: number,
  days: number,
): Array<{ day_ms: number; counts: WeeklyCounts }> {
  const rows = db
    .prepare('SELECT day, counts FROM creator_daily_stats WHERE user_id = ? AND day >= ? AND day < ?')
    .all(userId, from, from + days * DAY_MS) as Array<{ day: number; counts: string }>;
  const byDay = new Map(rows.map((r) => [r.day, JSON.parse(r.counts) as Partial<WeeklyCounts>]));
  return Array.from({ length: days }, (_, i) => {
    const day = from + i * DAY_MS;
    return { day_ms: day, counts: addCounts(zeroCounts(), byDay.get(day) ?? {}) };
  });
}

export const sumCounts = (days: ReadonlyArray<{ counts: WeeklyCounts }>): WeeklyCounts =>
  days.reduce((acc, d) => addCounts(acc, d.counts), zeroCounts());

export function cloneQuota(db: Db, userId: string, now: number) {
  const week = weekStart(now);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM clones WHERE user_id = ? AND week = ?').get(userId, week) as {
    n: number;
  };
  return { used: n, limit: CLONE_WEEKLY_LIMIT, resets_at_ms: week + 7 * DAY_MS };
}

export function subscriptionSettings(db: Db, creator: CreatorRow): SubscriptionSettings {
  const id = creator.user_id;
  const benefits =
    (
      db.prepare('SELECT benefits FROM subscription_settings WHERE creator_id = ?').get(id) as
        { benefits: string } | undefined
    )?.benefits ?? '';
  const levels = db
    .prepare('SELECT level, price_gems FROM subscription_levels WHERE creator_id = ? ORDER BY level')
    .all(id) as PriceLevel[];
  const planning = db
    .prepare('SELECT plan_id, title, due_at AS due_ms FROM subscription_plans WHERE creator_id = ? ORDER BY due_at')
    .all(id) as SubscriptionSettings['planning'];
  const unconfirmed = db
    .prepare(
      `SELECT s.subscriber_id AS item_id, u.nickname AS subscriber_nickname, s.level, s.created_at AS requested_at_ms
      FROM subscriptions s JOIN users u ON u.user_id = s.subscriber_id WHERE s.creator_id = ? AND s.status = 'unconfirmed' ORDER BY s.created_at`,
    )
    .all(id) as SubscriptionSettings['unconfirmed'];
  const guardians = db
    .prepare(
      `SELECT n.npc_id, n.name AS npc_name,
      (SELECT COUNT(*) FROM subscriptions s WHERE s.creator_id = n.author_id AND s.status = 'active') AS guardian_count
      FROM npcs n WHERE n.author_id = ? AND n.character_type = 1 ORDER BY n.npc_id`,
    )
    .all(id) as SubscriptionSettings['guardians'];
  const { n } = db
    .prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE creator_id = ? AND status = 'active'")
    .get(id) as { n: number };
  return {
    benefits,
    levels,
    max_levels: creator.max_levels,
    max_price_gems: creator.max_price_gems,
    planning,
    unconfirmed,
    guardians,
    subscriber_count: n,
  };
}

/**
 * Saves benefits and price levels under the rules: a level's price is set once (PriceUnmodifiable),
 * levels are numbered 1..max_levels and priced 1..max_price_gems (SubscriptionBeyondLimit), texts
 * hold no blocked word (IllegalWord). Call inside a transaction.
 */
export function saveSubscription(
  db: Db,
  creator: CreatorRow,
  input: { benefits: string; levels: readonly PriceLevel[] },
  now: number,
  extraWords: readonly string[] = [],
): void {
  if (containsBlockedWord(input.benefits, extraWords))
    throw new ApiError(CreatorStatusCode.IllegalWord, 'the benefits hold a word that is not allowed');
  const seen = new Set<number>();
  for (const l of input.levels) {
    if (seen.has(l.level))
      throw new ApiError(StatusCode.InvalidParam, `invalid field "levels": level ${l.level} appears twice`);
    seen.add(l.level);
    if (l.level > creator.max_levels)
      throw new ApiError(CreatorStatusCode.SubscriptionBeyondLimit, `at most ${creator.max_levels} price levels`);
    if (l.price_gems > creator.max_price_gems)
      throw new ApiError(
        CreatorStatusCode.SubscriptionBeyondLimit,
        `a price is at most ${creator.max_price_gems} gems`,
      );
  }
  const existing = new Map(
    (
      db
        .prepare('SELECT level, price_gems FROM subscription_levels WHERE creator_id = ?')
        .all(creator.user_id) as PriceLevel[]
    ).map((l) => [l.level, l.price_gems]),
  );
  for (const [level, price] of existing) {
    const wanted = input.levels.find((l) => l.level === level);
    if (!wanted || wanted.price_gems !== price)
      throw new ApiError(
        CreatorStatusCode.PriceUnmodifiable,
        `level ${level} is priced ${price} gems and cannot be changed or removed`,
      );
  }
  const insert = db.prepare(
    'INSERT INTO subscription_levels (creator_id, level, price_gems, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const l of input.levels) if (!existing.has(l.level)) insert.run(creator.user_id, l.level, l.price_gems, now);
  db.prepare(
    `INSERT INTO subscription_settings (creator_id, benefits, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (creator_id) DO UPDATE SET benefits = excluded.benefits, updated_at = excluded.updated_at`,
  ).run(creator.user_id, input.benefits, now);
}

export interface CloneRow {
  clone_id: string;
  user_id: string;
  request_id: string;
  name: string;
  persona: string;
  greeting: string;
  image_urls: string;
  week: number;
  created_at: number;
}

/**
 * Checks and creates a clone; a repeated request id answers the clone it made. Its pictures must be
 * uploads of the account (clone-images.ts), stored as upload ids and kept from the cleanup from then
 * on. Call inside a transaction.
 */
export function createCloneFor(
  db: Db,
  userId: string,
  input: { request_id: string; name: string; persona: string; greeting: string; image_urls: readonly string[] },
  now: number,
  options: { extraWords?: readonly string[]; origin?: string } = {},
): CloneRow {
  const { extraWords = [], origin = '' } = options;
  const again = db
    .prepare('SELECT * FROM clones WHERE user_id = ? AND request_id = ?')
    .get(userId, input.request_id) as CloneRow | undefined;
  if (again) return again;
  const name = input.name.trim();
  if (name === '') throw new ApiError(StatusCode.InvalidParam, 'invalid field "name": must not be empty');
  if (countLength(name) > NAME_LIMIT)
    throw new ApiError(
      StatusCode.InvalidParam,
      `invalid field "name": at most ${NAME_LIMIT} (a Chinese character counts 2)`,
    );
  if (input.persona.trim() === '')
    throw new ApiError(StatusCode.InvalidParam, 'invalid field "persona": must not be empty');
  if (input.greeting.trim() === '')
    throw new ApiError(StatusCode.InvalidParam, 'invalid field "greeting": must not be empty');
  if ([name, input.persona, input.greeting].some((text) => containsBlockedWord(text, extraWords)))
    throw new ApiError(CreatorStatusCode.ContentViolation, 'Content violates guidelines. Please re-enter.');
  const uploadIds = resolveCloneImages(db, userId, input.image_urls, origin);
  if (cloneQuota(db, userId, now).used >= CLONE_WEEKLY_LIMIT)
    throw new ApiError(CreatorStatusCode.CreateLimitExceeded, 'exceed create limit');
  const row: CloneRow = {
    clone_id: `clone_${randomBytes(8).toString('hex')}`,
    user_id: userId,
    request_id: input.request_id,
    name,
    persona: input.persona.trim(),
    greeting: input.greeting.trim(),
    image_urls: JSON.stringify(uploadIds),
    week: weekStart(now),
    created_at: now,
  };
  db.prepare(
    `INSERT INTO clones (clone_id, user_id, request_id, name, persona, greeting, image_urls, week, created_at)
    VALUES (@clone_id, @user_id, @request_id, @name, @persona, @greeting, @image_urls, @week, @created_at)`,
  ).run(row);
  attachCloneImages(db, row.clone_id, uploadIds);
  return row;
}
