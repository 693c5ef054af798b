import type { PollingInput } from '../polling/types';

export type MembershipTier = 'standard' | 'pro';
export type ClaimType = 'daily' | 'monthly';

/** The member's status as the page needs it (the app maps membership/get_status onto this). */
export interface MembershipStatus {
  readonly isMember: boolean;
  /** Display only (no guard reads it): the member's current tier and when it ends. */
  readonly memberTier?: MembershipTier | 'none';
  readonly expiresAtMs?: number | null;
  /** Display only: gems the daily and monthly claims give this member. */
  readonly dailyGems?: number;
  readonly monthlyGems?: number;
  readonly claimedToday: boolean;
  readonly claimedThisMonth: boolean;
  /** The daily limited discount was already bought today. */
  readonly boughtToday: boolean;
  /** The daily deal needs a higher tier than the member has ('purchase available after upgrade'). */
  readonly dealNeedsUpgrade: boolean;
}

export interface ClaimResult {
  /** 'already-claimed': the server says it was claimed meanwhile (e.g. on another device). */
  readonly outcome: 'claimed' | 'already-claimed';
  readonly gems: number;
}

/**
 * Thrown by the purchase actor when the server refuses the store receipt (forged, already used, for
 * another order or product): nothing was granted, and sending that receipt again cannot help.
 */
export class ReceiptRefusedError extends Error {
  constructor(readonly statusCode: number) {
    super(`the server refused the store receipt (${statusCode})`);
    this.name = 'ReceiptRefusedError';
  }
}

/** Why the last purchase failed: its receipt was refused, or anything else (bridge, network). */
export type PurchaseProblem = 'receiptRefused' | 'failed';

/** The native purchase sheet's answer (bridge purchaseDiamond); a cancel resolves as 'canceled'. */
export type PurchaseResult =
  { readonly outcome: 'submitted'; readonly orderId: string } | { readonly outcome: 'canceled' };

export type OrderStatus = 'pending' | 'paid' | 'canceled';

export interface MembershipInput {
  readonly tier: MembershipTier;
  readonly isNativeApp: boolean;
  /** `bridge.supports('purchaseDiamond')` (minimum app version 2.12). */
  readonly purchaseSupported: boolean;
  /** Order-status polling settings: config.polling.orderStatus. */
  readonly orderPolling: Omit<PollingInput, 'key'>;
  /**
   * The member status the route's loader already has (the server rendered the page with the visitor's
   * session): the machine starts ready with it instead of asking again.
   */
  readonly status?: MembershipStatus | undefined;
}

/** A request a reload must not interrupt: a claim, or the payment with its order check. */
export type RunningRequest = ClaimType | 'purchase';

export interface MembershipContext {
  readonly tier: MembershipTier;
  readonly isNativeApp: boolean;
  readonly purchaseSupported: boolean;
  readonly orderPolling: Omit<PollingInput, 'key'>;
  readonly status: MembershipStatus | null;
  /** Gems granted by the claims made on this page, per claim type. */
  readonly claimedGems: { readonly daily: number | null; readonly monthly: number | null };
  /** The product being bought. */
  readonly productId: string | null;
  readonly orderId: string | null;
  readonly orderStatus: OrderStatus | null;
  /** Why the purchase failed (paymentFailed); null otherwise. */
  readonly purchaseProblem: PurchaseProblem | null;
  /**
   * What the last failed read threw (the status, an order check): the page says "Network Error" only when no answer
   * came.
   */
  readonly failure: unknown;
  /** Claims and the payment running now. */
  readonly running: readonly RunningRequest[];
}

export type MembershipEvent =
  /** The user switches between the Standard and Pro tabs. */
  | { readonly type: 'SELECT_TIER'; readonly tier: MembershipTier }
  /** Load the status again after an error. */
  | { readonly type: 'RETRY' }
  /** Load the status again (e.g. after coming back to the page); ignored while a claim or a payment runs. */
  | { readonly type: 'RELOAD' }
  | { readonly type: 'CLAIM_DAILY' }
  | { readonly type: 'CLAIM_MONTHLY' }
  | { readonly type: 'PURCHASE'; readonly productId: string }
  /** The open-the-app prompt shown in a browser is closed. */
  | { readonly type: 'DAILY_PROMPT_CLOSED' }
  | { readonly type: 'MONTHLY_PROMPT_CLOSED' }
  | { readonly type: 'PURCHASE_PROMPT_CLOSED' }
  /** The user taps "update the app" (too old to pay). */
  | { readonly type: 'UPDATE_APP' }
  /** Check the order again after the polling gave up. */
  | { readonly type: 'RETRY_ORDER_CHECK' };
