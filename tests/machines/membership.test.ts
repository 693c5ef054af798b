import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { membershipMachine, settledOrderStatus } from '@machines/membership/membership.machine';
import { createOrderPolling } from '@machines/membership/order-polling';
import { StatusCode } from '@/api/contract/codes';
import {
  ReceiptRefusedError,
  type MembershipStatus,
  type OrderStatus,
  type PurchaseResult,
} from '@machines/membership/types';
import type { Effect } from '../flows/framework/twin/run-path';
import fc from 'fast-check';
import {
  everyServerScenario,
  MEMBERSHIP_HOSTS,
  membershipOracle,
  scenarioFromServer,
} from '../flows/membership/membership.oracle';
import {
  describeMachinePaths,
  describeOracle,
  describeScenarioGrid,
  describeScenarioProperty,
} from '../flows/framework/twin/describe-machine';

const orderPolling = { intervalMs: 2000, maxAttempts: 10, backoff: 1.2 };
const invokes = (effects: readonly Effect[], src: string) =>
  effects.filter((e) => e.kind === 'invoke' && e.src === src);

/** The member status a path's plan asks for: from get_status, or from the route's loader (the server render). */
const plannedStatus = (plan: { wants: (guard: string) => boolean | undefined }): MembershipStatus => ({
  isMember: plan.wants('notMember') !== true,
  claimedToday: plan.wants('claimedToday') === true,
  claimedThisMonth: plan.wants('claimedThisMonth') === true,
  boughtToday: plan.wants('boughtToday') === true,
  dealNeedsUpgrade: plan.wants('dealNeedsUpgrade') === true,
});

const suite = describeMachinePaths('membership', {
  // Whether a claim or the payment runs depends on the regions' history, which a path decides symbolically.
  symbolicGuards: ['requestRunning'],
  input: (plan) => ({
    tier: 'standard',
    isNativeApp: plan.wants('inBrowser') !== true,
    purchaseSupported: plan.wants('appTooOldToPay') !== true,
    orderPolling,
    // The server rendered the page with the visitor's session: the route's loader has the status.
    ...(plan.wants('statusFromRoute') === true ? { status: plannedStatus(plan) } : {}),
  }),
  outputs: {
    loadStatus: ({ plan }): MembershipStatus => plannedStatus(plan),
    claimReward: ({ plan }) => ({ outcome: plan.wants('alreadyClaimed') ? 'already-claimed' : 'claimed', gems: 30 }),
    purchase: ({ plan }): PurchaseResult =>
      plan.wants('paymentCanceled') ? { outcome: 'canceled' } : { outcome: 'submitted', orderId: 'order-7' },
    orderPolling: ({ plan }) =>
      plan.wants('orderPaid')
        ? { outcome: 'succeeded', value: 'paid', attempts: 2, messageKey: null }
        : plan.wants('orderCanceled')
          ? { outcome: 'succeeded', value: 'canceled', attempts: 2, messageKey: null }
          : { outcome: 'exceeded', value: 'pending', attempts: 10, messageKey: 'polling.maxCountExceeded' },
  },
  // The store refused the receipt: the page says so instead of a generic failure.
  errors: { purchase: () => new ReceiptRefusedError(StatusCode.ReceiptInvalid) },
  events: {
    PURCHASE: () => ({ type: 'PURCHASE', productId: 'deal-standard' }),
    SELECT_TIER: () => ({ type: 'SELECT_TIER', tier: 'pro' }),
  },
  states: {
    'membership.ready.purchase.paymentFailed': ({ snapshot }) => {
      expect(snapshot.context.purchaseProblem).toBe('receiptRefused');
    },
    'membership.ready': ({ snapshot }) => {
      expect(snapshot.context.status).not.toBeNull();
    },
    'membership.ready.dailyClaim.openAppToClaim': ({ snapshot, effects }) => {
      expect(snapshot.context.isNativeApp).toBe(false);
      expect(invokes(effects, 'claimReward')).toEqual([]);
    },
    'membership.ready.monthlyClaim.openAppToClaim': ({ snapshot, effects }) => {
      expect(snapshot.context.isNativeApp).toBe(false);
      expect(invokes(effects, 'claimReward')).toEqual([]);
    },
    'membership.ready.dailyClaim.claiming': ({ effects }) => {
      expect(
        invokes(effects, 'claimReward')
          .filter((e) => e.kind === 'invoke' && e.id === 'claimDaily')
          .at(-1),
      ).toMatchObject({ input: { claimType: 'daily' } });
    },
    'membership.ready.dailyClaim.claimed': ({ snapshot }) => {
      expect(snapshot.context.claimedGems.daily).toBe(30);
    },
    'membership.ready.monthlyClaim.claimed': ({ snapshot }) => {
      expect(snapshot.context.claimedGems.monthly).toBe(30);
    },
    'membership.ready.purchase.openAppToPurchase': ({ effects }) => {
      expect(invokes(effects, 'purchase')).toEqual([]);
    },
    'membership.ready.purchase.appUpdateRequired': ({ snapshot, effects }) => {
      expect(snapshot.context.purchaseSupported).toBe(false);
      expect(invokes(effects, 'purchase')).toEqual([]);
    },
    'membership.ready.purchase.paying': ({ snapshot, effects }) => {
      expect(snapshot.context.isNativeApp && snapshot.context.purchaseSupported).toBe(true);
      expect(invokes(effects, 'purchase').at(-1)).toMatchObject({ input: { productId: 'deal-standard' } });
    },
    'membership.ready.purchase.confirmingOrder': ({ snapshot, effects }) => {
      expect(snapshot.context.orderId).toBe('order-7');
      expect(invokes(effects, 'orderPolling').at(-1)).toMatchObject({ input: { ...orderPolling, key: 'order-7' } });
    },
    'membership.ready.purchase.purchased': ({ snapshot }) => {
      expect(snapshot.context.orderStatus).toBe('paid');
    },
    'membership.ready.purchase.orderCheckFailed': ({ snapshot }) => {
      expect(snapshot.context.orderStatus).toBe('pending');
    },
    'membership.ready.purchase.orderUnconfirmed': ({ snapshot }) => {
      expect(snapshot.context.orderStatus).toBe('pending');
    },
  },
});

describeOracle('membership', suite, membershipOracle);
// Every answer get_status can give, on every host, through the first steps of every sequence.
describeScenarioGrid('membership', suite, membershipOracle, everyServerScenario(), 2);
describeScenarioProperty(
  'membership',
  suite,
  membershipOracle,
  fc
    .record({
      host: fc.constantFrom(...MEMBERSHIP_HOSTS),
      tier: fc.constantFrom('none' as const, 'standard' as const, 'pro' as const),
      claimedToday: fc.boolean(),
      claimedThisMonth: fc.boolean(),
      boughtToday: fc.boolean(),
      dealTier: fc.constantFrom('standard' as const, 'pro' as const),
    })
    .map(({ host, ...answer }) => scenarioFromServer(host, answer)),
);

describe('order status from a polling outcome', () => {
  it('is settled only by a done answer of paid or canceled', () => {
    const outcome = (outcome: 'succeeded' | 'exceeded' | 'stopped', value: unknown) => ({
      outcome,
      value,
      attempts: 3,
      messageKey: null,
    });
    expect(settledOrderStatus(outcome('succeeded', 'paid'))).toBe('paid');
    expect(settledOrderStatus(outcome('succeeded', 'canceled'))).toBe('canceled');
    expect(settledOrderStatus(outcome('succeeded', 'refunded'))).toBeNull();
    expect(settledOrderStatus(outcome('exceeded', 'paid'))).toBeNull();
    expect(settledOrderStatus(outcome('stopped', 'paid'))).toBeNull();
  });
});

describe('membership purchase with the real order polling', () => {
  async function buy(statuses: OrderStatus[]) {
    const clock = new SimulatedClock();
    const asked: string[] = [];
    const machine = membershipMachine.provide({
      actors: {
        loadStatus: fromPromise<MembershipStatus, void>(async () => ({
          isMember: true,
          claimedToday: false,
          claimedThisMonth: false,
          boughtToday: false,
          dealNeedsUpgrade: false,
        })),
        purchase: fromPromise<PurchaseResult, { productId: string; tier: 'standard' | 'pro' }>(async () => ({
          outcome: 'submitted',
          orderId: 'order-9',
        })),
        orderPolling: createOrderPolling(async (orderId) => {
          asked.push(orderId);
          return statuses[asked.length - 1] ?? 'pending';
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: {
        tier: 'pro',
        isNativeApp: true,
        purchaseSupported: true,
        orderPolling: { intervalMs: 1000, maxAttempts: 3 },
      },
    }).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    actor.send({ type: 'PURCHASE', productId: 'deal-pro' });
    for (let i = 0; i < 6; i++) {
      await settle();
      clock.increment(1000);
    }
    await settle();
    return { purchase: actor.getSnapshot().value, asked };
  }

  it('polls until the order is paid', async () => {
    const { purchase, asked } = await buy(['pending', 'paid']);
    expect(purchase).toMatchObject({ ready: { purchase: 'purchased' } });
    expect(asked).toEqual(['order-9', 'order-9']);
  });

  it('a canceled order shows Payment Canceled', async () => {
    const { purchase } = await buy(['pending', 'canceled']);
    expect(purchase).toMatchObject({ ready: { purchase: 'paymentCanceled' } });
  });

  it('gives up after the maximum attempts with the order unconfirmed', async () => {
    const { purchase, asked } = await buy([]);
    expect(purchase).toMatchObject({ ready: { purchase: 'orderUnconfirmed' } });
    expect(asked).toHaveLength(3);
  });
});
