import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getUserStatus, login, refreshAuthToken } from '../../src/api/contract/account';
import { sendVerifyCode } from '../../src/api/contract/verify-code';
import { StatusCode } from '../../src/api/contract/codes';
import { INVITE_CODE_PATTERN } from '../../src/api/contract/invitation';
import type { ApiDeps, AppEnv } from '../context';
import type { ValidRequestOf } from '../../src/api/contract/endpoint';
import { addressKey } from '../http/address-key';
import { ApiError, clientAddress, mountEndpoint, signedIn } from '../http/pipeline';
import { bindCode, inviteRulesOf } from '../services/invitations';
import { issueTokenPair, newFamilyId, rotateRefreshToken } from '../services/tokens';
import { accountOf, createUser, effectiveTier, type UserRow } from '../services/users';
import { readPhone } from '../services/phones';

/**
 * account/login. Anonymous login (5) creates or reuses the device's anonymous account. The other types
 * identify a real-name account by `credential` (created on first login):
 *   1 one-click: the phone number the carrier vouches for; refused (LoginFailed) when
 *     TALKIE_API_ONE_CLICK_LOGIN is off, as nothing here can check the carrier's word;
 *   2 phone code: the phone number, and `verify_code` the one-time code account/send_verify_code sent
 *     to it (services/verify-codes.ts); in test mode TALKIE_API_SMS_CODE (default 123456) works too;
 *   3 Firebase: the Firebase id token (any non-empty value stands for one account locally);
 *   4 invitation code: `credential` is the code, and the account is the one of `phone`, verified by
 *     `verify_code` as in type 2; the code is bound to it (rewards only if the account is new).
 * Phone numbers (types 1, 2, 4) are read by services/phones.ts: the account is the one of the number's
 * E.164 form, whatever its spelling; a number that cannot receive codes (PhoneCannotReceiveCodes) or is
 * not valid (PhoneInvalid) logs no one in. Banned accounts are refused with UserUnavailable. New
 * anonymous accounts are limited per address and device (risk control), so a script cannot make
 * throwaway accounts by the hundred.
 */
type LoginInput = ValidRequestOf<typeof login>;

/** Who is asking, for the limits on unauthenticated calls. */
interface Caller {
  ip: string | null;
  /** The device as its request shows it: address, user agent, languages, platform (risk-control.ts). */
  fingerprint: string;
}

function callerOf(c: Context<AppEnv>, os: number): Caller {
  const ip = addressKey(clientAddress(c));
  const traits = [ip ?? '', c.req.header('user-agent') ?? '', c.req.header('accept-language') ?? '', String(os)].join(
    '\n',
  );
  return { ip, fingerprint: createHash('sha256').update(traits).digest('base64url').slice(0, 22) };
}

function checkVerifyCode(deps: ApiDeps, phone: string, code: string, ip: string | null, now: number): void {
  // The fixed code exists only in test mode (config.smsCode is null elsewhere).
  if (deps.config.smsCode !== null && code === deps.config.smsCode) return;
  const outcome = deps.verifyCodes.check(phone, code, ip, now);
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
}

/** The E.164 number of a typed phone, or the refusal. */
function phoneOf(deps: ApiDeps, raw: string): string {
  const read = readPhone(raw, deps.config.phones);
  if (!read.ok) throw new ApiError(read.code, read.message);
  return read.phone;
}

function accountFor(deps: ApiDeps, input: LoginInput, now: number, caller: Caller): { user: UserRow; isNew: boolean } {
  const { db, config } = deps;
  const { ip } = caller;
  if (input.login_type === 5) {
    const existing = db
      .prepare('SELECT * FROM users WHERE device_uuid = ? AND is_anonymous = 1')
      .get(input.device_info.uuid) as UserRow | undefined;
    if (existing) return { user: existing, isNew: false };
    if (!deps.risk.allowNewAccount(caller, now)) {
      throw new ApiError(StatusCode.RiskControl, 'too many new accounts from this network; try again later');
    }
    return { user: createUser(db, { isAnonymous: true, deviceUuid: input.device_info.uuid }, now), isNew: true };
  }
  if (input.login_type === 1 && !config.oneClickLogin) {
    throw new ApiError(
      StatusCode.LoginFailed,
      'one-click login is off on this server; log in with a verification code',
    );
  }
  const credential = input.credential ?? ''; // the contract's schema trims it
  if (credential === '')
    throw new ApiError(StatusCode.InvalidParam, 'invalid field "credential": required for this login_type');
  const inviteCode = input.login_type === 4 ? credential.toUpperCase() : null;
  if (
    inviteCode !== null &&
    !deps.risk.allowInviteLogin({ code: inviteCode, deviceUuid: input.device_info.uuid, ip }, now)
  ) {
    throw new ApiError(StatusCode.RiskControl, 'too many invitation-code logins; try again in a minute');
  }
  if (inviteCode !== null && !INVITE_CODE_PATTERN.test(inviteCode))
    throw new ApiError(StatusCode.LoginFailed, 'the invitation code is not valid');
  const typedPhone = inviteCode !== null ? (input.phone ?? '') : credential;
  if (typedPhone === '')
    throw new ApiError(StatusCode.InvalidParam, 'invalid field "phone": required for login_type 4');
  const verifyCode = input.verify_code ?? '';
  const needsCode = input.login_type === 2 || input.login_type === 4;
  if (needsCode && verifyCode === '')
    throw new ApiError(
      StatusCode.InvalidParam,
      `invalid field "verify_code": required for login_type ${input.login_type}`,
    );
  const key = input.login_type === 3 ? `firebase:${credential}` : phoneOf(deps, typedPhone);
  if (needsCode) checkVerifyCode(deps, key, verifyCode, ip, now);
  const existing = db.prepare('SELECT * FROM users WHERE credential = ?').get(key) as UserRow | undefined;
  const user = existing ?? createUser(db, { isAnonymous: false, credential: key }, now);
  if (inviteCode !== null) {
    const outcome = bindCode(db, user.user_id, inviteCode, now, inviteRulesOf(config));
    // Logging in again with the code already bound is a plain login.
    if (!outcome.ok && !(existing && outcome.status === StatusCode.InviteAlreadyBound)) {
      throw new ApiError(StatusCode.LoginFailed, `the invitation code cannot be used: ${outcome.message}`);
    }
  }
  return { user, isNew: !existing };
}

export function mountAccountRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  mountEndpoint(app, deps, login, (input, ctx) =>
    deps.db.transaction(() => {
      const { user, isNew } = accountFor(deps, input, ctx.now, callerOf(ctx.c, input.device_info.os));
      if (user.status === 'banned') throw new ApiError(StatusCode.UserUnavailable, 'this user account is unavailable');
      const pair = issueTokenPair(deps.db, user.user_id, newFamilyId(), ctx.now, deps.config);
      return { ...pair, user_id: user.user_id, is_anonymous: user.is_anonymous === 1, is_new_user: isNew };
    })(),
  );

  mountEndpoint(app, deps, sendVerifyCode, async (input, ctx) => {
    const outcome = await deps.verifyCodes.issue(phoneOf(deps, input.phone), addressKey(clientAddress(ctx.c)), ctx.now);
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
    return { resend_after_s: outcome.resendAfterSeconds, expires_in_s: outcome.expiresInSeconds };
  });

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
      const user = accountOf(deps.db, signedIn(ctx).userId);
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
