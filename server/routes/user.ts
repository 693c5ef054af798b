import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { ContractLocale } from '../../src/api/contract/endpoint';
import { getGemBalance, getUserProfile } from '../../src/api/contract/user';
import { GEM_EXPIRY_DAYS, RECORD_RETENTION_DAYS } from '../../src/platform/constants';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { DAY_MS } from '../services/clock';
import { absoluteUrl } from '../services/media';
import { effectiveTier, findUser, gemTotal } from '../services/users';

export function mountUserRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  mountEndpoint(
    app,
    deps,
    getUserProfile,
    (input, ctx) => {
      const user = findUser(deps.db, input.user_id);
      if (!user) throw new ApiError(StatusCode.NotFound, `user ${input.user_id} does not exist`);
      if (user.status === 'banned') throw new ApiError(StatusCode.UserUnavailable, 'this user account is unavailable');
      return {
        user: {
          user_id: user.user_id,
          nickname: user.nickname,
          avatar_url: absoluteUrl(user.avatar_url, ctx.origin),
          bio: user.bio,
          locale: user.locale as ContractLocale,
          is_anonymous: user.is_anonymous === 1,
          member_tier: effectiveTier(user, ctx.now),
          follower_count: user.follower_count,
          following_count: user.following_count,
          created_at_ms: user.created_at,
        },
      };
    },
    { allowBanned: true },
  );

  mountEndpoint(app, deps, getGemBalance, (_input, ctx) => {
    const { userId } = signedIn(ctx);
    const rows = deps.db
      .prepare(
        `SELECT grant_id, amount, source, granted_at, expires_at FROM gem_grants
        WHERE user_id = ? AND (expires_at > ? OR expires_at > ?) ORDER BY granted_at DESC, grant_id DESC`,
      )
      .all(userId, ctx.now, ctx.now - RECORD_RETENTION_DAYS * DAY_MS) as {
      grant_id: number;
      amount: number;
      source: string;
      granted_at: number;
      expires_at: number;
    }[];
    return {
      total_gems: gemTotal(deps.db, userId, ctx.now),
      expiry_days: GEM_EXPIRY_DAYS,
      grants: rows.map((r) => ({
        grant_id: String(r.grant_id),
        amount: r.amount,
        source: r.source,
        granted_at_ms: r.granted_at,
        expires_at_ms: r.expires_at,
        expired: r.expires_at <= ctx.now,
      })),
    };
  });
}
