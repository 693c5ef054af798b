import { randomBytes } from 'node:crypto';
import type { GemSource } from '../../src/api/contract/records';
import { GEM_EXPIRY_DAYS } from '../../src/platform/constants';
import type { Db } from '../db/database';
import { DAY_MS } from './clock';

export interface UserRow {
  user_id: string;
  nickname: string;
  avatar_url: string;
  bio: string;
  locale: string;
  is_anonymous: number;
  device_uuid: string | null;
  credential: string | null;
  status: 'active' | 'banned';
  member_tier: 'none' | 'standard' | 'pro';
  member_expires_at: number | null;
  follower_count: number;
  following_count: number;
  created_at: number;
}

export type Tier = 'none' | 'standard' | 'pro';
export const TIER_RANK: Record<Tier, number> = { none: 0, standard: 1, pro: 2 };

export function findUser(db: Db, userId: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined;
}

/**
 * The account of a user id taken from a valid token, an order or a store transaction. Accounts are never deleted
 * and every token, order and transaction row names an existing account, so it always exists.
 */
export const accountOf = (db: Db, userId: string): UserRow => findUser(db, userId) as UserRow;

/** The tier that counts now: a lapsed membership is no membership. */
export function effectiveTier(user: Pick<UserRow, 'member_tier' | 'member_expires_at'>, now: number): Tier {
  const expiresAt = user.member_expires_at;
  // A tier without expiry is none (a 'none' tier is returned as itself below).
  if ((expiresAt ?? 0) <= now) return 'none';
  return user.member_tier;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomCode(): string {
  return Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

const INVITE_CODE_LIFETIME_MS = 365 * DAY_MS;

export function createUser(
  db: Db,
  fields: { isAnonymous: boolean; deviceUuid?: string | null; credential?: string | null; nickname?: string },
  now: number,
): UserRow {
  const userId = `u_${randomBytes(8).toString('hex')}`;
  const nickname = fields.nickname ?? `${fields.isAnonymous ? 'Guest' : 'Talker'} ${userId.slice(-4).toUpperCase()}`;
  db.prepare(
    `INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, device_uuid, credential, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    nickname,
    `/weaver/media/avatar/${userId}.svg`,
    fields.isAnonymous ? 1 : 0,
    fields.deviceUuid ?? null,
    fields.credential ?? null,
    now,
  );
  for (;;) {
    const code = randomCode();
    const inserted = db
      .prepare('INSERT OR IGNORE INTO invite_codes (code, owner_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(code, userId, now + INVITE_CODE_LIFETIME_MS, now);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a new user has no code yet, so the first insert succeeds unless two random 8-character codes collide (1 in 32^8); with !== 1 the second insert is ignored (one code per owner): the same single code
    if (inserted.changes === 1) break;
  }
  return accountOf(db, userId);
}

export function grantGems(
  db: Db,
  userId: string,
  amount: number,
  source: GemSource,
  now: number,
): { expiresAt: number; grantId: number } {
  const expiresAt = now + GEM_EXPIRY_DAYS * DAY_MS;
  const inserted = db
    .prepare('INSERT INTO gem_grants (user_id, amount, source, granted_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, amount, source, now, expiresAt);
  return { expiresAt, grantId: Number(inserted.lastInsertRowid) };
}

export function gemTotal(db: Db, userId: string, now: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(amount - spent), 0) AS total FROM gem_grants WHERE user_id = ? AND expires_at > ?')
    .get(userId, now) as { total: number };
  return row.total;
}
