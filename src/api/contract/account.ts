import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, timestampMs } from './endpoint';

export const AccountPaths = {
  login: `${API_PREFIX}/account/login`,
  refreshAuthToken: `${API_PREFIX}/account/refresh_auth_token`,
  getUserStatus: `${API_PREFIX}/account/get_user_status`,
} as const;

/** login_type: 1 one-click, 2 phone verification code, 3 Firebase, 4 invitation code, 5 anonymous. */
export const LoginTypeSchema = v.picklist([1, 2, 3, 4, 5]);
/** device_info.os: 1 iOS, 2 Android, 3 Web. */
export const DeviceOsSchema = v.picklist([1, 2, 3]);

export const LoginRequestSchema = v.object({
  login_type: LoginTypeSchema,
  device_info: v.object({
    uuid: id(128),
    os: DeviceOsSchema,
  }),
  /**
   * Who is logging in, for login types 1-4: the phone number (1, 2), the Firebase id token (3) or the
   * invitation code (4, with `phone` and `verify_code`). Ignored for anonymous login (5).
   */
  credential: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(512))),
  /** Login type 4 only: the phone number of the account the invitation code signs up (or logs in). */
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  /** Login types 2 and 4: the one-time code account/send_verify_code sent to the phone number (verify-code.ts). */
  verify_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(16))),
});

export const TokenPairSchema = v.object({
  auth_token: v.string(),
  refresh_token: v.string(),
  /** When the auth token stops being accepted (ms since the epoch). */
  auth_token_expires_at_ms: timestampMs(),
  refresh_token_expires_at_ms: timestampMs(),
});

export const LoginDataSchema = v.object({
  ...TokenPairSchema.entries,
  user_id: v.string(),
  is_anonymous: v.boolean(),
  /** True when this login created the account. */
  is_new_user: v.boolean(),
});

export const login = defineEndpoint({
  path: AccountPaths.login,
  token: 'none',
  request: LoginRequestSchema,
  data: LoginDataSchema,
});

export const RefreshAuthTokenRequestSchema = v.object({ refresh_token: id(256) });
export const RefreshAuthTokenDataSchema = v.object({ ...TokenPairSchema.entries, user_id: v.string() });

/** Rotates both tokens; the old refresh token is single-use (reusing it revokes the whole token family). */
export const refreshAuthToken = defineEndpoint({
  path: AccountPaths.refreshAuthToken,
  token: 'none',
  request: RefreshAuthTokenRequestSchema,
  data: RefreshAuthTokenDataSchema,
});

export const MemberTierSchema = v.picklist(['none', 'standard', 'pro']);
export type MemberTier = v.InferOutput<typeof MemberTierSchema>;
export const AccountStatusSchema = v.picklist(['active', 'banned']);

export const UserStatusDataSchema = v.object({
  user_id: v.string(),
  is_anonymous: v.boolean(),
  /** banned accounts still get this answer (so the page can say so); their other calls answer UserUnavailable. */
  status: AccountStatusSchema,
  is_member: v.boolean(),
  member_tier: MemberTierSchema,
  member_expires_at_ms: v.nullable(timestampMs()),
  created_at_ms: timestampMs(),
});

/** Checks that the stored auth token still works and tells who it belongs to. */
export const getUserStatus = defineEndpoint({
  path: AccountPaths.getUserStatus,
  token: 'required',
  request: EmptyRequestSchema,
  data: UserStatusDataSchema,
});
