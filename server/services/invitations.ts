import { randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import { INVITE_CODE_PATTERN, type InvitationReward } from '../../src/api/contract/invitation';
import type { Db } from '../db/database';
import { inviteRewardGems } from '../seed/content';
import type { UserRow } from './users';
import { DAY_MS, startOfNextDay } from './clock';

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

/** The campaign's limits (server/config.ts, TALKIE_API_INVITE_*). */
export interface InviteRules {
  /** Invite rewards one inviter can earn per UTC day, and ever. */
  rewardsPerDay: number;
  rewardsTotal: number;
  /** An invitee counts only if its account is at most this old when it binds the code. */
  newAccountMs: number;
}

export type BindOutcome =
  | { ok: true; code: string; inviterNickname: string; welcomeRewardId: string | null }
  | { ok: false; status: number; message: string };

/** Links of invitee -> inviter followed upwards at most this far when looking for a cycle. */
const MAX_CHAIN = 1000;

/** Whether `inviterId` was (directly or through friends of friends) invited by `userId`. */
function invitedBy(db: Db, inviterId: string, userId: string): boolean {
  const parentOf = db.prepare('SELECT inviter_id FROM invite_bindings WHERE invitee_id = ?');
  let current: string | undefined = inviterId;
  // Stryker disable next-line ConditionalExpression: past the top of a chain the walk looks up a parent of nobody, finds none and goes on to its 1000-link limit: the same false, only slower
  for (let hops = 0; current !== undefined && hops < MAX_CHAIN; hops += 1) {
    if (current === userId) return true;
    current = (parentOf.get(current) as { inviter_id: string } | undefined)?.inviter_id;
  }
  return false;
}

/**
 * Accounts created by invitation-code logins before a phone number was required were keyed by
 * `invite:<code>:<device uuid>`: they are not real identities.
 */
export const DEVICE_INVITE_CREDENTIAL_PREFIX = 'invite:';

/**
 * A friend who counts for the campaign: a real identity (a phone number or a Firebase account, not an
 * account an invitation code made for a bare device id) that is new when it binds the code.
 */
function countsAsNewFriend(user: Pick<UserRow, 'credential' | 'created_at'>, now: number, rules: InviteRules): boolean {
  // An anonymous account has no credential (and none reaches bindCode: realNameOnly routes).
  const realIdentity = user.credential !== null && !user.credential.startsWith(DEVICE_INVITE_CREDENTIAL_PREFIX);
  return realIdentity && now - user.created_at <= rules.newAccountMs;
}

/** Whether the inviter is still under the daily and total caps of invite rewards. */
function inviterUnderCaps(db: Db, inviterId: string, now: number, rules: InviteRules): boolean {
  const dayStart = startOfNextDay(now) - DAY_MS;
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(created_at >= ?), 0) AS today
    FROM invite_rewards WHERE user_id = ? AND kind = 'invite'`,
    )
    .get(dayStart, inviterId) as { total: number; today: number };
  return counts.today < rules.rewardsPerDay && counts.total < rules.rewardsTotal;
}

/**
 * Binds `rawCode` for `userId`; each refusal has its own status code. The binding always counts for
 * `invited_count`; the rewards only when the friend is a new real identity (the welcome reward and the
 * inviter's reward), and the inviter's only while under its caps. Call inside a transaction.
 */
export function bindCode(db: Db, userId: string, rawCode: string, now: number, rules: InviteRules): BindOutcome {
  const fail = (status: number, message: string): BindOutcome => ({ ok: false, status, message });
  const code = rawCode.trim().toUpperCase();
  if (code === '') return fail(StatusCode.InviteCodeEmpty, 'enter an invitation code');
  if (!INVITE_CODE_PATTERN.test(code))
    return fail(StatusCode.InviteCodeMalformed, 'an invitation code is 8 letters or digits');
  if (db.prepare('SELECT 1 FROM invite_bindings WHERE invitee_id = ?').get(userId)) {
    return fail(StatusCode.InviteAlreadyBound, 'this account has already bound an invitation code');
  }
  const row = db
    .prepare(
      `SELECT c.code, c.owner_id, c.expires_at, u.nickname, u.status FROM invite_codes c
    JOIN users u ON u.user_id = c.owner_id WHERE c.code = ?`,
    )
    .get(code) as { code: string; owner_id: string; expires_at: number; nickname: string; status: string } | undefined;
  if (row && row.owner_id === userId) return fail(StatusCode.InviteCodeOwn, 'you cannot bind your own invitation code');
  if (!row || row.status === 'banned') return fail(StatusCode.InviteCodeInvalid, 'this invitation code does not exist');
  if (row.expires_at <= now) return fail(StatusCode.InviteCodeExpired, 'this invitation code has expired');
  if (invitedBy(db, row.owner_id, userId)) {
    return fail(
      StatusCode.InviteCodeMutual,
      'the owner of this code joined with your code (or through a friend who did)',
    );
  }

  const bound = db
    .prepare('INSERT OR IGNORE INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)')
    .run(userId, code, row.owner_id, now);
  // Stryker disable next-line ConditionalExpression: bindCode runs in one SQLite transaction and checks for a binding first, so the insert is never ignored (50 parallel binds: tests/server/concurrency.test.ts)
  if (bound.changes === 0)
    return fail(StatusCode.InviteAlreadyBound, 'this account has already bound an invitation code');

  const invitee = db
    .prepare('SELECT is_anonymous, credential, created_at FROM users WHERE user_id = ?')
    .get(userId) as Pick<UserRow, 'is_anonymous' | 'credential' | 'created_at'>;
  if (!countsAsNewFriend(invitee, now, rules)) {
    return { ok: true, code, inviterNickname: row.nickname, welcomeRewardId: null };
  }
  const insertReward =
    db.prepare(`INSERT INTO invite_rewards (reward_id, user_id, kind, gems, friend_id, expires_at, received_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`);
  const inviterRewarded = inviterUnderCaps(db, row.owner_id, now, rules);
  if (inviterRewarded) {
    insertReward.run(
      `rw_${randomBytes(8).toString('hex')}`,
      row.owner_id,
      'invite',
      inviteRewardGems.invite,
      userId,
      now + REWARD_LIFETIME_MS,
      now,
    );
  }
  const welcomeRewardId = `rw_${randomBytes(8).toString('hex')}`;
  insertReward.run(
    welcomeRewardId,
    userId,
    'welcome',
    inviteRewardGems.welcome,
    row.owner_id,
    now + REWARD_LIFETIME_MS,
    now,
  );
  return { ok: true, code, inviterNickname: row.nickname, welcomeRewardId };
}

/**
 * The display name of a code's owner, for the friend the code was sent to; null for a code nobody can
 * bind (unknown, malformed, expired, or its owner banned): the caller answers all of them alike.
 */
export function inviterOfCode(db: Db, rawCode: string, now: number): string | null {
  const code = rawCode.trim().toUpperCase();
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const row = db
    .prepare(
      `SELECT c.expires_at, u.nickname, u.status FROM invite_codes c JOIN users u ON u.user_id = c.owner_id WHERE c.code = ?`,
    )
    .get(code) as { expires_at: number; nickname: string; status: string } | undefined;
  return row && row.status !== 'banned' && row.expires_at > now ? row.nickname : null;
}

/** The campaign rules of a server configuration. */
export const inviteRulesOf = (config: {
  inviteRewardsPerDay: number;
  inviteRewardsTotal: number;
  inviteNewAccountSeconds: number;
}): InviteRules => ({
  rewardsPerDay: config.inviteRewardsPerDay,
  rewardsTotal: config.inviteRewardsTotal,
  newAccountMs: config.inviteNewAccountSeconds * 1000,
});
