/**
 * The membership machine with the page's real effects (DESIGN.md: effects supplied in one place per
 * flow): the status and claims from the API, the purchase through the native bridge, the order
 * polling, and the store page for an app too old to pay.
 */
import { attemptKeys } from '@/kernel/drafts';
import { fromPromise } from 'xstate';
import { membershipMachine } from '@machines/membership/membership.machine';
import { createOrderPolling } from '@machines/membership/order-polling';
import {
  ReceiptRefusedError,
  type ClaimResult,
  type ClaimType,
  type MembershipInput,
  type MembershipStatus,
  type MembershipTier,
  type OrderStatus,
  type PurchaseResult,
} from '@machines/membership/types';
import { StatusCode } from '@/api/contract/codes';
import {
  claimMembershipReward,
  createOrder,
  getMembershipStatus,
  getOrder,
  verifyReceipt,
  type MembershipStatusData,
  type OrderStatus as WireOrderStatus,
} from '@/api/contract/membership';
import type { MemberTier } from '@/api/contract/account';
import { config } from '@/platform/config';
import { isApiError, type ApiClient } from '@/services/api';
import { callEndpoint } from '@/services/api/call-endpoint';
import { isBridgeError, NativeReplyCode, type Bridge } from '@/services/bridge';
import { TIER_RANK, type CatalogSource } from './membership-catalog';
import { membershipConfig } from './membership-config';

export interface MembershipFlowDeps {
  readonly client: ApiClient;
  readonly bridge: Pick<Bridge, 'call'>;
  readonly catalog: Pick<CatalogSource, 'load'>;
  /** Leaves the page for the app store (an app too old to pay). */
  readonly openAppUpdate: () => void;
  /** Whose claims and orders these are: their idempotency keys are kept per user (kernel/drafts). */
  readonly userId?: string | null;
}

/** membership/get_status as the machine needs it. Pure; exported for tests. */
export function toMembershipStatus(data: MembershipStatusData, dealRequiredTier: MemberTier): MembershipStatus {
  return {
    isMember: data.is_member,
    memberTier: data.tier,
    expiresAtMs: data.expires_at_ms,
    dailyGems: data.daily_claim.gems,
    monthlyGems: data.monthly_claim.gems,
    claimedToday: data.daily_claim.claimed_today,
    claimedThisMonth: data.monthly_claim.claimed_this_month,
    boughtToday: data.daily_deal.bought_today,
    dealNeedsUpgrade: TIER_RANK[data.tier] < TIER_RANK[dealRequiredTier],
  };
}

/** The server's "already claimed" for this claim type (claimed meanwhile, e.g. on another device). */
function alreadyClaimed(error: unknown, claimType: ClaimType): boolean {
  if (!isApiError(error)) return false;
  return error.status_code === (claimType === 'daily' ? StatusCode.ClaimedToday : StatusCode.ClaimedThisMonth);
}

/** Answers of verify_receipt that sending the same receipt again cannot change. */
const RECEIPT_REFUSALS: ReadonlySet<number> = new Set([
  StatusCode.ReceiptInvalid,
  StatusCode.ReceiptAlreadyRedeemed,
  StatusCode.ReceiptOrderMismatch,
  StatusCode.ReceiptProductMismatch,
  StatusCode.OrderNotFound,
  StatusCode.OrderClosed,
  StatusCode.BoughtToday,
]);

/** A refunded order was paid and taken back: for the page, like a canceled one. */
const pageOrderStatus = (status: WireOrderStatus): OrderStatus => (status === 'refunded' ? 'canceled' : status);

/** A store purchase whose receipt the server has not answered yet. */
interface UnverifiedPurchase {
  readonly productId: string;
  readonly orderId: string;
  readonly receipt: string;
}

export function provideMembershipMachine(deps: MembershipFlowDeps) {
  const { client, bridge } = deps;
  // One idempotency key per intent, kept across retries and reloads: a claim, an order or a receipt
  // whose answer was lost is sent again with its key and is one record at the server.
  const user = deps.userId ?? 'visitor';
  const claims = attemptKeys<ClaimType>({ form: 'membership_claim', user });
  const orders = attemptKeys<string>({ form: 'membership_order', user });
  const receipts = attemptKeys<UnverifiedPurchase>({ form: 'membership_receipt', user });
  // Kept when verification fails without an answer (network, timeout): buying again re-sends this
  // receipt instead of charging the user a second time. The server answers a repeat with the paid order.
  let unverified: UnverifiedPurchase | null = null;

  /** The server order, then the native payment sheet; null when the user cancels it. */
  const payInStore = async (productId: string): Promise<UnverifiedPurchase | null> => {
    const { order } = await orders.send(productId, (key) =>
      callEndpoint(client, createOrder, { product_id: productId, idempotency_key: key }),
    );
    try {
      const paid = await bridge.call(
        'purchaseDiamond',
        { product_id: order.store_product_id, order_id: order.order_id },
        { timeoutMs: membershipConfig.purchaseTimeoutMs },
      );
      if (typeof paid.receipt !== 'string' || paid.receipt === '')
        throw new Error('purchaseDiamond answered without a store receipt');
      return { productId, orderId: order.order_id, receipt: paid.receipt };
    } catch (error) {
      if (isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled) return null;
      throw error;
    }
  };

  const verify = async (purchase: UnverifiedPurchase): Promise<void> => {
    try {
      await receipts.send(purchase, (key) =>
        callEndpoint(client, verifyReceipt, {
          order_id: purchase.orderId,
          receipt: purchase.receipt,
          idempotency_key: key,
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && RECEIPT_REFUSALS.has(error.status_code)) {
        unverified = null;
        throw new ReceiptRefusedError(error.status_code);
      }
      throw error;
    }
    unverified = null;
  };

  return membershipMachine.provide({
    actors: {
      loadStatus: fromPromise<MembershipStatus, void>(async () => {
        // The deal's required tier decides "purchase available after upgrade".
        const [status, catalog] = await Promise.all([
          callEndpoint(client, getMembershipStatus, {}),
          deps.catalog.load(),
        ]);
        return toMembershipStatus(status, catalog.deal.requiredTier);
      }),
      claimReward: fromPromise<ClaimResult, { claimType: ClaimType }>(async ({ input }) => {
        try {
          const data = await claims.send(input.claimType, (key) =>
            callEndpoint(client, claimMembershipReward, { claim_type: input.claimType, idempotency_key: key }),
          );
          return { outcome: 'claimed', gems: data.gems };
        } catch (error) {
          if (alreadyClaimed(error, input.claimType)) return { outcome: 'already-claimed', gems: 0 };
          throw error;
        }
      }),
      purchase: fromPromise<PurchaseResult, { productId: string; tier: MembershipTier }>(async ({ input }) => {
        const purchase = unverified?.productId === input.productId ? unverified : await payInStore(input.productId);
        if (!purchase) return { outcome: 'canceled' };
        unverified = purchase;
        await verify(purchase);
        return { outcome: 'submitted', orderId: purchase.orderId };
      }),
      orderPolling: createOrderPolling(async (orderId) =>
        pageOrderStatus((await callEndpoint(client, getOrder, { order_id: orderId })).order.status),
      ),
    },
    actions: {
      openAppUpdate: () => deps.openAppUpdate(),
    },
  });
}

/** The machine's input for this page. */
export function membershipInput(options: {
  tier: MembershipTier;
  isNativeApp: boolean;
  purchaseSupported: boolean;
  status?: MembershipStatus | undefined;
}): MembershipInput {
  return { ...options, orderPolling: config.polling.orderStatus };
}
