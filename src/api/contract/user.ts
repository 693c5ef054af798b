import * as v from 'valibot';
import { MemberTierSchema } from './account';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, LocaleSchema, timestampMs } from './endpoint';

export const UserPaths = {
  getUserProfile: `${API_PREFIX}/user/get_user_profile`,
  getGemBalance: `${API_PREFIX}/user/get_gem_balance`,
} as const;

export const UserProfileSchema = v.object({
  user_id: v.string(),
  nickname: v.string(),
  avatar_url: v.string(),
  bio: v.string(),
  locale: LocaleSchema,
  is_anonymous: v.boolean(),
  member_tier: MemberTierSchema,
  follower_count: v.number(),
  following_count: v.number(),
  created_at_ms: timestampMs(),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

export const GetUserProfileRequestSchema = v.object({ user_id: id() });
export const GetUserProfileDataSchema = v.object({ user: UserProfileSchema });

/** A banned user answers UserUnavailable; an unknown one NotFound. */
export const getUserProfile = defineEndpoint({
  path: UserPaths.getUserProfile,
  token: 'required',
  request: GetUserProfileRequestSchema,
  data: GetUserProfileDataSchema,
});

export const GemGrantSchema = v.object({
  grant_id: v.string(),
  amount: v.number(),
  /** Where the gems came from: membership_daily, membership_monthly, invitation, purchase, gift... */
  source: v.string(),
  granted_at_ms: timestampMs(),
  /** SPEC §9: gems expire 180 days after grant. */
  expires_at_ms: timestampMs(),
  expired: v.boolean(),
});

export const GemBalanceDataSchema = v.object({
  /** Sum of the grants that have not expired. */
  total_gems: v.number(),
  expiry_days: v.number(),
  /** Newest first, expired ones included (marked) for the last 30 days of records. */
  grants: v.array(GemGrantSchema),
});

export const getGemBalance = defineEndpoint({
  path: UserPaths.getGemBalance,
  token: 'required',
  request: EmptyRequestSchema,
  data: GemBalanceDataSchema,
});
