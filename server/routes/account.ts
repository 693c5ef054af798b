import type { Hono } from 'hono';
import { getUserStatus, login, refreshAuthToken } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { INVITE_CODE_PATTERN } from '../../src/api/contract/invitation';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { bindCode } from '../services/invitations';
import { issueTokenPair, newFamilyId, rotateRefreshToken } from '../services/tokens';
import { createUser, effectiveTier, findUser, type UserRow } from '../services/users';

/**
 * account/login. Anonymous login (5) creates or reuses the device's anonymous account. The other types
 * identify a real-name account by `credential` (created on first login):
 *   1 one-click: the phone number the carrier vouches for;
 *   2 phone code: the phone number, and `verify_code` must equal TALKIE_API_SMS_CODE (default 123456);
 *   3 Firebase: the Firebase id token (any non-empty value stands for one account locally);
 *   4 invitation code: a valid code; a new account is created per code and device, bound to that code.
 * Banned accounts are refused with UserUnavailable.
 */
function accountFor(deps: ApiDeps, input: { login_type: number; device_info: { uuid: string }; credential?: string | undefined; verify_code?: string | undefined }, now: number): { user: UserRow; isNew: boolean } {
  const { db } = deps;
  if (input.login_type === 5) {
    const existing = db.prepare('SELECT * FROM users WHERE device_uuid = ? AND is_anonymous = 1').get(input.device_info.uuid) as UserRow | undefined;
    if (existing) return { user: existing, isNew: false };
    return { user: createUser(db, { isAnonymous: true, deviceUuid: input.device_info.uuid }, now), isNew: true };
  }
  const credential = input.credential?.trim() ?? '';
  if (credential === '') throw new ApiError(StatusCode.InvalidParam, 'invalid field "credential": required for this login_type');
  let key = credential;
  if (input.login_type === 2) {
    if (!input.verify_code) throw new ApiError(StatusCode.InvalidParam, 'invalid field "verify_code": required for login_type 2');
    if (input.verify_code !== deps.config.smsCode) throw new ApiError(StatusCode.LoginFailed, 'the verification code is wrong');
  } else if (input.login_type === 3) {
    key = `firebase:${credential}`;
  } else if (input.login_type === 4) {
    const code = credential.toUpperCase();
    if (!INVITE_CODE_PATTERN.test(code)) throw new ApiError(StatusCode.LoginFailed, 'the invitation code is not valid');
    key = `invite:${code}:${input.device_info.uuid}`;
  }
  const existing = db.prepare('SELECT * FROM users WHERE credential = ?').get(key) as UserRow | undefined;
  if (existing) return { user: existing, isNew: false };
  const user = createUser(db, { isAnonymous: false, credential: key }, now);
  if (input.login_type === 4) {
    const outcome = bindCode(db, user.user_id, credential.toUpperCase(), now);
    if (!outcome.ok) throw new ApiError(StatusCode.LoginFailed, `the invitation code cannot be used: ${outcome.message}`);
  }
  return { user, isNew: true };
}

export function mountAccountRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  mountEndpoint(app, deps, login, (input, ctx) =>
    deps.db.transaction(() => {
      const { user, isNew } = accountFor(deps, input, ctx.now);
      if (user.status === 'banned') throw new ApiError(StatusCode.UserUnavailable, 'this user account is unavailable');
      const pair = issueTokenPair(deps.db, user.user_id, newFamilyId(), ctx.now, deps.config);
      return { ...pair, user_id: user.user_id, is_anonymous: user.is_anonymous === 1, is_new_user: isNew };
    })(),
  );

  mountEndpoint(app, deps, refreshAuthToken, (input, ctx) => {
    const result = rotateRefreshToken(deps.db, input.refresh_token, ctx.now, deps.config);
    if (!result.ok) throw new ApiError(result.code, result.message);
    return { ...result.pair, user_id: result.userId };
  });

  mountEndpoint(
    app,
    deps,
    getUserStatus,
    (_input, ctx) => {
      const user = findUser(deps.db, signedIn(ctx).userId);
      if (!user) throw new ApiError(StatusCode.TokenRevoked, 'the account of this token no longer exists');
      const tier = effectiveTier(user, ctx.now);
      return {
        user_id: user.user_id,
        is_anonymous: user.is_anonymous === 1,
        status: user.status,
        is_member: tier !== 'none',
        member_tier: tier,
        member_expires_at_ms: tier === 'none' ? null : user.member_expires_at,
        created_at_ms: user.created_at,
      };
    },
    { allowBanned: true },
  );
}
