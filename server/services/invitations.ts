import { randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import { INVITE_CODE_PATTERN, type InvitationReward } from '../../src/api/contract/invitation';
import type { Db } from '../db/database';
import { inviteRewardGems } from '../seed/content';
import { DAY_MS } from './clock';

/** A reward must be received within this long. */
export const REWARD_LIFETIME_MS = 30 * DAY_MS;

export interface RewardRow {
  reward_id: string;
  user_id: string;
  kind: 'invite' | 'welcome';
  gems: number;
  friend_id: string;
  expires_at: number;
  received_at: number | null;
  created_at: number;
  friend_nickname: string;
}

export const REWARD_SELECT = `SELECT r.*, u.nickname AS friend_nickname FROM invite_rewards r JOIN users u ON u.user_id = r.friend_id`;

export function rewardView(row: RewardRow, now: number): InvitationReward {
  return {
    reward_id: row.reward_id,
    kind: row.kind,
    gems: row.gems,
    status: row.received_at !== null ? 'received' : row.expires_at <= now ? 'expired' : 'receivable',
    expires_at_ms: row.expires_at,
    received_at_ms: row.received_at,
    friend_nickname: row.friend_nickname,
  };
}

export type BindOutcome =
  | { ok: true; code: string; inviterNickname: string; welcomeRewardId: string }
  | { ok: false; status: number; message: string };

/** Binds `rawCode` for `userId`; each refusal has its own status code. Call inside a transaction. */
export function bindCode(db: Db, userId: string, rawCode: string, now: number): BindOutcome {
  const fail = (status: number, message: string): BindOutcome => ({ ok: false, status, message });
  const code = rawCode.trim().toUpperCase();
  if (code === '') return fail(StatusCode.InviteCodeEmpty, 'enter an invitation code');
  if (!INVITE_CODE_PATTERN.test(code)) return fail(StatusCode.InviteCodeMalformed, 'an invitation code is 8 letters or digits');
  if (db.prepare('SELECT 1 FROM invite_bindings WHERE invitee_id = ?').get(userId)) {
    return fail(StatusCode.InviteAlreadyBound, 'this account has already bound an invitation code');
  }
  const row = db.prepare(`SELECT c.code, c.owner_id, c.expires_at, u.nickname, u.status FROM invite_codes c
    JOIN users u ON u.user_id = c.owner_id WHERE c.code = ?`).get(code) as
    | { code: string; owner_id: string; expires_at: number; nickname: string; status: string }
    | undefined;
  if (row && row.owner_id === userId) return fail(StatusCode.InviteCodeOwn, 'you cannot bind your own invitation code');
  if (!row || row.status === 'banned') return fail(StatusCode.InviteCodeInvalid, 'this invitation code does not exist');
  if (row.expires_at <= now) return fail(StatusCode.InviteCodeExpired, 'this invitation code has expired');

  const bound = db.prepare('INSERT OR IGNORE INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)')
    .run(userId, code, row.owner_id, now);
  if (bound.changes === 0) return fail(StatusCode.InviteAlreadyBound, 'this account has already bound an invitation code');
  const insertReward = db.prepare(`INSERT INTO invite_rewards (reward_id, user_id, kind, gems, friend_id, expires_at, received_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`);
  const welcomeRewardId = `rw_${randomBytes(8).toString('hex')}`;
  insertReward.run(`rw_${randomBytes(8).toString('hex')}`, row.owner_id, 'invite', inviteRewardGems.invite, userId, now + REWARD_LIFETIME_MS, now);
  insertReward.run(welcomeRewardId, userId, 'welcome', inviteRewardGems.welcome, row.owner_id, now + REWARD_LIFETIME_MS, now);
  return { ok: true, code, inviterNickname: row.nickname, welcomeRewardId };
}
