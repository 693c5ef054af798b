import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import {
  bindInviteCode,
  claimInvitationReward,
  getInvitationInfo,
  getInviter,
} from '../../src/api/contract/invitation';
import { GEM_EXPIRY_DAYS } from '../../src/platform/constants';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { inviteRewardGems } from '../seed/content';
import {
  bindCode,
  inviterOfCode,
  inviteRulesOf,
  REWARD_SELECT,
  rewardView,
  type RewardRow,
} from '../services/invitations';
import { gemTotal, grantGems } from '../services/users';

export function mountInvitationRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const realName = { realNameOnly: true };
  const rules = inviteRulesOf(deps.config);

  mountEndpoint(
    app,
    deps,
    getInvitationInfo,
    (_input, ctx) => {
      const { userId } = signedIn(ctx);
      // Every account gets an invitation code when it is created (createUser) or seeded.
      const code = db.prepare('SELECT code, expires_at FROM invite_codes WHERE owner_id = ?').get(userId) as {
        code: string;
        expires_at: number;
      };
      const invited = db.prepare('SELECT COUNT(*) AS n FROM invite_bindings WHERE inviter_id = ?').get(userId) as {
        n: number;
      };
      const bound = db.prepare('SELECT code FROM invite_bindings WHERE invitee_id = ?').get(userId) as
        { code: string } | undefined;
      const rewards = db
        .prepare(`${REWARD_SELECT} WHERE r.user_id = ? ORDER BY r.created_at DESC, r.reward_id`)
        .all(userId) as RewardRow[];
      return {
        invite_code: code.code,
        invite_code_expires_at_ms: code.expires_at,
        invited_count: invited.n,
        bound_code: bound?.code ?? null,
        rewards: rewards.map((r) => rewardView(r, ctx.now)),
        gems_per_invite: inviteRewardGems.invite,
        gem_expiry_days: GEM_EXPIRY_DAYS,
      };
    },
    realName,
  );

  mountEndpoint(
    app,
    deps,
    bindInviteCode,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      if (deps.risk.bindBlocked(userId, ctx.now)) {
        throw new ApiError(StatusCode.RiskControl, 'too many wrong invitation codes; try again later');
      }
      const outcome = db.transaction(() => bindCode(db, userId, input.invite_code, ctx.now, rules))();
      if (!outcome.ok) {
        if (outcome.status === StatusCode.InviteCodeInvalid || outcome.status === StatusCode.InviteCodeExpired) {
          deps.risk.recordBindFailure(userId, ctx.now);
        }
        throw new ApiError(outcome.status, outcome.message);
      }
      const reward =
        outcome.welcomeRewardId === null
          ? null
          : rewardView(
              db.prepare(`${REWARD_SELECT} WHERE r.reward_id = ?`).get(outcome.welcomeRewardId) as RewardRow,
              ctx.now,
            );
      return { bound_code: outcome.code, inviter_nickname: outcome.inviterNickname, reward };
    },
    { ...realName, idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(
    app,
    deps,
    claimInvitationReward,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      return db.transaction(() => {
        const row = db.prepare(`${REWARD_SELECT} WHERE r.reward_id = ?`).get(input.reward_id) as RewardRow | undefined;
        if (!row || row.user_id !== userId) throw new ApiError(StatusCode.RewardInvalid, 'this reward does not exist');
        if (row.received_at !== null)
          throw new ApiError(StatusCode.RewardAlreadyReceived, 'this reward was already received');
        if (row.expires_at <= ctx.now) throw new ApiError(StatusCode.RewardInvalid, 'this reward has expired');
        // The claim runs in one synchronous SQLite transaction after the check above, so no other claim comes between
        // (50 parallel claims: tests/server/concurrency.test.ts).
        db.prepare('UPDATE invite_rewards SET received_at = ? WHERE reward_id = ?').run(ctx.now, row.reward_id);
        const { expiresAt } = grantGems(db, userId, row.gems, 'invitation', ctx.now);
        return {
          reward: rewardView({ ...row, received_at: ctx.now }, ctx.now),
          total_gems: gemTotal(db, userId, ctx.now),
          gems_expire_at_ms: expiresAt,
        };
      })();
    },
    { ...realName, idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(app, deps, getInviter, (input, ctx) => {
    const { userId } = signedIn(ctx);
    // Looking codes up is guessing them as much as binding is: one budget of wrong codes for both.
    if (deps.risk.bindBlocked(userId, ctx.now))
      throw new ApiError(StatusCode.RiskControl, 'too many wrong invitation codes; try again later');
    const nickname = inviterOfCode(db, input.invite_code, ctx.now);
    if (nickname === null) {
      deps.risk.recordBindFailure(userId, ctx.now);
      throw new ApiError(StatusCode.InviteCodeInvalid, 'this invitation code is invalid');
    }
    return { inviter_nickname: nickname, welcome_gems: inviteRewardGems.welcome, invite_gems: inviteRewardGems.invite };
  });
}
