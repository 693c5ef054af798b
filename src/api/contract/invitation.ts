import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, timestampMs } from './endpoint';
import { optionalIdempotencyKey } from './idempotency';

/**
 * Invitations. Every call needs a real-name login (anonymous tokens answer LoginRequired).
 * Binding a friend's code: InviteCodeEmpty, InviteCodeMalformed (not 8 letters/digits), InviteCodeOwn,
 * InviteCodeInvalid (no such code), InviteCodeExpired, InviteAlreadyBound (one bind per account),
 * InviteCodeMutual (the code's owner joined with the caller's code, directly or through friends),
 * RiskControl (too many wrong codes). Rewards come only for a new real-name friend (server/README.md).
 * Claiming a reward: RewardAlreadyReceived, RewardInvalid (unknown, not yours, or expired).
 * Except getInviter: what a friend's invitation link says to anyone with the page's session.
 */
export const InvitationPaths = {
  getInfo: `${API_PREFIX}/invitation/get_info`,
  bindCode: `${API_PREFIX}/invitation/bind_code`,
  claimReward: `${API_PREFIX}/invitation/claim_reward`,
  getInviter: `${API_PREFIX}/invitation/get_inviter`,
} as const;

/** Invitation codes are 8 upper-case letters or digits; input is upper-cased and trimmed first. */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{8}$/;

export const RewardStatusSchema = v.picklist(['receivable', 'received', 'expired']);
export const InvitationRewardSchema = v.object({
  reward_id: v.string(),
  /** invite: for a friend who bound your code; welcome: for binding a friend's code. */
  kind: v.picklist(['invite', 'welcome']),
  gems: v.number(),
  status: RewardStatusSchema,
  /** A receivable reward must be received before this. */
  expires_at_ms: timestampMs(),
  received_at_ms: v.nullable(timestampMs()),
  /** The friend it came from. */
  friend_nickname: v.string(),
});
export type InvitationReward = v.InferOutput<typeof InvitationRewardSchema>;

export const InvitationInfoDataSchema = v.object({
  invite_code: v.string(),
  invite_code_expires_at_ms: timestampMs(),
  invited_count: v.number(),
  /** The friend's code this account bound, if any. */
  bound_code: v.nullable(v.string()),
  rewards: v.array(InvitationRewardSchema),
  gems_per_invite: v.number(),
  /** SPEC §9: gems expire this many days after grant. */
  gem_expiry_days: v.number(),
});
export type InvitationInfoData = v.InferOutput<typeof InvitationInfoDataSchema>;

export const getInvitationInfo = defineEndpoint({
  path: InvitationPaths.getInfo,
  token: 'required',
  request: EmptyRequestSchema,
  data: InvitationInfoDataSchema,
});

/** The code is a plain string here so that empty and malformed codes get their own status codes. */
export const BindCodeRequestSchema = v.object({
  invite_code: v.pipe(v.string(), v.maxLength(64)),
  ...optionalIdempotencyKey,
});
export const bindInviteCode = defineEndpoint({
  path: InvitationPaths.bindCode,
  token: 'required',
  request: BindCodeRequestSchema,
  data: v.object({
    bound_code: v.string(),
    inviter_nickname: v.string(),
    /** The welcome reward; null when the account does not count as a new friend (older than a day). */
    reward: v.nullable(InvitationRewardSchema),
  }),
});

export const ClaimRewardRequestSchema = v.object({
  reward_id: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(64)),
  ...optionalIdempotencyKey,
});
export const claimInvitationReward = defineEndpoint({
  path: InvitationPaths.claimReward,
  token: 'required',
  request: ClaimRewardRequestSchema,
  data: v.object({
    reward: InvitationRewardSchema,
    total_gems: v.number(),
    gems_expire_at_ms: timestampMs(),
  }),
});

/**
 * Who a code belongs to and what binding it gives, for the friend a link was sent to, before any
 * real-name login: the page's session will do (anonymous included), so the per-account limits apply.
 * It says no more than the code's owner shared: their display name. Unknown, banned, expired and
 * malformed codes get one and the same InviteCodeInvalid, and count as wrong guesses for RiskControl,
 * like binding a wrong code.
 */
export const getInviter = defineEndpoint({
  path: InvitationPaths.getInviter,
  token: 'required',
  request: BindCodeRequestSchema,
  data: v.object({
    inviter_nickname: v.string(),
    /** What the friend gets for binding the code as a new account (the welcome reward). */
    welcome_gems: v.number(),
    /** What the code's owner gets for that friend. */
    invite_gems: v.number(),
  }),
});
