/**
 * The membership machine with the page's real effects (DESIGN.md: effects supplied in one place per
 * flow): the status and claims from the API, the purchase through the native bridge, the order
 * polling, and the store page for an app too old to pay.
 */
import { fromPromise } from 'xstate';
import { membershipMachine } from '@machines/membership/membership.machine';
import { createOrderPolling } from '@machines/membership/order-polling';
import type { ClaimResult, ClaimType, MembershipInput, MembershipStatus, MembershipTier, PurchaseResult } from '@machines/membership/types';
import { StatusCode } from '@/api/contract/codes';
import {
  claimMembershipReward,
  createOrder,
  getMembershipStatus,
  getOrder,
  type MembershipStatusData,
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

export function provideMembershipMachine(deps: MembershipFlowDeps) {
  const { client, bridge } = deps;
  return membershipMachine.provide({
    actors: {
      loadStatus: fromPromise<MembershipStatus, void>(async () => {
        // The deal's required tier decides "purchase available after upgrade".
        const [status, catalog] = await Promise.all([callEndpoint(client, getMembershipStatus, {}), deps.catalog.load()]);
        return toMembershipStatus(status, catalog.deal.requiredTier);
      }),
      claimReward: fromPromise<ClaimResult, { claimType: ClaimType }>(async ({ input }) => {
        try {
          const data = await callEndpoint(client, claimMembershipReward, { claim_type: input.claimType });
          return { outcome: 'claimed', gems: data.gems };
        } catch (error) {
          if (alreadyClaimed(error, input.claimType)) return { outcome: 'already-claimed', gems: 0 };
          throw error;
        }
      }),
      purchase: fromPromise<PurchaseResult, { productId: string; tier: MembershipTier }>(async ({ input }) => {
        // The server order first, so the store's callback can settle it; then the native payment sheet.
        const { order } = await callEndpoint(client, createOrder, { product_id: input.productId });
        try {
          await bridge.call('purchaseDiamond', { product_id: order.store_product_id, order_id: order.order_id }, { timeoutMs: membershipConfig.purchaseTimeoutMs });
        } catch (error) {
          if (isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled) return { outcome: 'canceled' };
          throw error;
        }
        return { outcome: 'submitted', orderId: order.order_id };
      }),
      orderPolling: createOrderPolling(async (orderId) => (await callEndpoint(client, getOrder, { order_id: orderId })).order.status),
    },
    actions: {
      openAppUpdate: () => deps.openAppUpdate(),
    },
  });
}

/** The machine's input for this page. */
export function membershipInput(options: { tier: MembershipTier; isNativeApp: boolean; purchaseSupported: boolean }): MembershipInput {
  return { ...options, orderPolling: config.polling.orderStatus };
}
