/**
 * base_resp.status_code values of the Weaver API. 0 is success; 1118010010 comes from SPEC §5 and is
 * always an error; the others are defined by this project (documented in the README) and shared by the
 * client, the local API server and the tests.
 */
import { TokenStatusCode } from './token-codes';

export const StatusCode = {
  Success: 0,
  /** SPEC §5: treated as an error. The local server uses it when a caller is throttled by risk control. */
  RiskControl: 1_118_010_010,

  BadSignature: 40001,
  StaleTimestamp: 40002, // STALE_TIMESTAMP_CODE (signing-rule.ts): answered with server_time_ms
  InvalidParam: 40003,
  BodyTooLarge: 40004,
  MalformedBody: 40005,
  /** A body whose JSON nests arrays and objects deeper than the server parses (HTTP 400). */
  JsonTooDeep: 40006,
  /** A writing call's idempotency key (or request id) came again with another body: a new intent needs a new key. */
  IdempotencyKeyReused: 40007,

  ...TokenStatusCode,

  NotFound: 40400,
  RateLimited: 42900,
  Internal: 50000,

  /** A banned account: its content, profile and actions are unavailable ('This user account is unavailable'). */
  UserUnavailable: 40300,
  /** The call needs a real-name (not anonymous) login ('Please log in to participate'). */
  LoginRequired: 40301,
  /** account/login with credentials that do not match (wrong verification code, unknown invitation code...). */
  LoginFailed: 40302,
  /**
   * account/send_verify_code again before the pause after the last code to that phone ('Wait before asking for another
   * code').
   */
  VerifyCodeTooSoon: 40303,
  /** The phone's code expired, or was entered wrong too many times: a new one must be sent. */
  VerifyCodeExpired: 40304,
  /** The SMS gateway did not take the code; nothing was sent, asking again is fine. */
  VerifyCodeNotSent: 40305,

  /** Share content states (one code per text of SPEC §8). */
  ImageExpired: 40410,
  VoiceExpired: 40411,
  TemplateDeleted: 40412,
  VideoGone: 40413,
  /** A post the viewer may not see (moderation visibility); the page then shows trending posts. */
  PostNotVisible: 40414,
  ChatHistoryUnavailable: 40415,

  /** Membership. */
  MembershipRequired: 41000,
  ClaimedToday: 41001,
  ClaimedThisMonth: 41002,
  BoughtToday: 41003,
  /** 'Purchase available after upgrade': the product needs a higher tier than the caller has. */
  UpgradeRequired: 41004,
  ProductUnavailable: 41005,
  OrderNotFound: 41006,
  OrderClosed: 41007,
  /** Store receipts (membership/verify_receipt): forged or garbled (its signature does not verify). */
  ReceiptInvalid: 41010,
  /** The receipt's store transaction was already redeemed for another order. */
  ReceiptAlreadyRedeemed: 41011,
  /** The receipt was issued for another order (and so possibly another user). */
  ReceiptOrderMismatch: 41012,
  /** The receipt is for another store product than the order's. */
  ReceiptProductMismatch: 41013,

  /** Invitation. */
  InviteCodeEmpty: 42000,
  InviteCodeMalformed: 42001,
  InviteCodeOwn: 42002,
  InviteCodeInvalid: 42003,
  InviteCodeExpired: 42004,
  InviteAlreadyBound: 42005,
  /** The code's owner joined with the caller's code, directly or through friends: no binding in circles. */
  InviteCodeMutual: 42006,
  RewardAlreadyReceived: 42010,
  /** The reward does not exist, is not the caller's, or has expired. */
  RewardInvalid: 42011,

  /** Rankings and achievements: the character or user named does not exist. */
  RankTargetNotFound: 45000,
  /** Records: a card draw the gem balance does not cover. */
  GemsInsufficient: 47001,
} as const;
export type StatusCode = (typeof StatusCode)[keyof typeof StatusCode];

/* A phone number's refusals (40306, 40307) are PhoneStatusCode in ./phone-codes.ts, a module of its own
   for the same reason as the areas' codes below. */

/* Help, tickets and uploads use 43000–43999: HelpStatusCode in ./help-codes.ts (a module of its own,
   so the pages that never meet them, such as the share pages of the first visit, do not carry them). */

// Campaigns use 44000–44999: CampaignStatusCode in ./campaign-codes.ts (a module of its own, so the
// share pages of the first visit never carry those codes).
// Creator tools use 46000–46999: CreatorStatusCode in ./creator-codes.ts (a module of its own, so the
// share pages of the first visit never carry those codes).
