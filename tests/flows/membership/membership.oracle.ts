/**
 * Membership oracle, written from SPEC §4 (content states: claimed, claim failed, purchased,
 * payment canceled, purchase available after upgrade, bought today, claimed today, claimed this
 * month), §5 (purchaseDiamond needs app 2.12), §8 and the README's "Membership and invitation":
 * - the status loads first; a failure shows the network error with a retry;
 * - the daily claim, the monthly claim and the daily discount are independent;
 * - claims are for members; in a browser a claim or a purchase leads to the open-the-app prompt;
 * - an app older than 2.12 gets an update prompt instead of the purchase;
 * - after the payment sheet the order is polled (config.polling.orderStatus: 2 s × 1.2, 10 checks)
 *   until paid, canceled, or the maximum-count-exceeded message with "check again"; an order check
 *   that breaks shows the network error with "check again";
 * - coming back to the page reloads the status, but never while a claim or a payment runs.
 * What the discount shows when several reasons hold: bought today, then "after upgrade", then the
 * update prompt.
 */
import type {
  ClaimResult,
  MembershipInput,
  MembershipStatus,
  MembershipTier,
  PurchaseResult,
} from '@machines/membership/types';
import type { MemberTier } from '@/api/contract/account';
import type { MembershipStatusData } from '@/api/contract/membership';
import { toMembershipStatus } from '@/features/membership/membership-flow';
import type { PollingOutput } from '@machines/polling/types';
import type { Expected, FlowOracle, Scenario, WorldEffect, WorldStep } from '../framework/twin/oracle';

type Claim = 'members-only' | 'claimable' | 'prompt' | 'claiming' | 'claimed' | 'failed' | 'already';
type Deal =
  | 'bought'
  | 'after-upgrade'
  | 'update-app'
  | 'purchasable'
  | 'prompt'
  | 'paying'
  | 'confirming'
  | 'purchased'
  | 'canceled'
  | 'pay-failed'
  | 'unconfirmed'
  | 'check-failed';

interface MembershipWorld {
  readonly page: 'loading' | 'error' | 'ready';
  readonly daily: Claim;
  readonly monthly: Claim;
  readonly deal: Deal;
  readonly tier: MembershipTier;
  readonly gems: { readonly daily: number | null; readonly monthly: number | null };
  readonly orderStatus: 'pending' | 'paid' | 'canceled' | null;
  readonly orderId: string | null;
  /** Why the last payment failed, as the page words it; cleared when a new payment starts. */
  readonly purchaseProblem: 'failed' | null;
}

export interface MembershipScenario extends Scenario<MembershipInput> {
  /** What membership/get_status answers. */
  readonly status: MembershipStatus;
}

const ORDER_POLLING = { intervalMs: 2000, maxAttempts: 10, backoff: 1.2 };
const GEMS = { daily: 30, monthly: 300 } as const;
const PRODUCT = 'deal-1';
const ORDER = 'order-7';

const FRESH: MembershipStatus = {
  isMember: true,
  claimedToday: false,
  claimedThisMonth: false,
  boughtToday: false,
  dealNeedsUpgrade: false,
};

const scenario = (name: string, app: MembershipHost, status: MembershipStatus): MembershipScenario => ({
  name,
  input: {
    tier: 'standard',
    isNativeApp: app !== 'browser',
    purchaseSupported: app === 'app 2.30',
    orderPolling: ORDER_POLLING,
  },
  status,
});

export type MembershipHost = 'browser' | 'app 2.30' | 'app 2.11';
export const MEMBERSHIP_HOSTS: readonly MembershipHost[] = ['browser', 'app 2.30', 'app 2.11'];

/** What membership/get_status can answer: the fields the contract allows, and the tier the daily deal needs. */
export interface ServerMembershipAnswer {
  readonly tier: MemberTier;
  readonly claimedToday: boolean;
  readonly claimedThisMonth: boolean;
  readonly boughtToday: boolean;
  /** The tier the daily deal is for (the catalog's required tier). */
  readonly dealTier: Exclude<MemberTier, 'none'>;
}

/**
 * A scenario from one real answer of the server, mapped as the page maps it (toMembershipStatus).
 * The server says `is_member` exactly when the tier is not 'none', and counts the claims and the
 * purchase of the day on their own, so a lapsed member can have claimed today.
 */
export function scenarioFromServer(host: MembershipHost, answer: ServerMembershipAnswer): MembershipScenario {
  const data: MembershipStatusData = {
    tier: answer.tier,
    is_member: answer.tier !== 'none',
    expires_at_ms: answer.tier === 'none' ? null : 1_767_225_600_000,
    daily_claim: { claimed_today: answer.claimedToday, gems: GEMS.daily },
    monthly_claim: { claimed_this_month: answer.claimedThisMonth, gems: GEMS.monthly },
    daily_deal: { bought_today: answer.boughtToday, product_id: PRODUCT },
    server_time_ms: 1_767_225_600_000,
    next_day_at_ms: 1_767_312_000_000,
  };
  const name = `${host}, tier ${answer.tier}${answer.claimedToday ? ', claimed today' : ''}${answer.claimedThisMonth ? ', claimed this month' : ''}${answer.boughtToday ? ', bought today' : ''}, deal for ${answer.dealTier}`;
  return scenario(name, host, toMembershipStatus(data, answer.dealTier));
}

/**
 * Every combination the contract allows: tiers × claimed today × claimed this month × bought today × deal tier × host.
 */
export function everyServerScenario(): MembershipScenario[] {
  const out: MembershipScenario[] = [];
  const flags = [false, true];
  for (const host of MEMBERSHIP_HOSTS)
    for (const tier of ['none', 'standard', 'pro'] as const)
      for (const claimedToday of flags)
        for (const claimedThisMonth of flags)
          for (const boughtToday of flags)
            for (const dealTier of ['standard', 'pro'] as const)
              out.push(scenarioFromServer(host, { tier, claimedToday, claimedThisMonth, boughtToday, dealTier }));
  return out;
}

const CLAIM_MESSAGES: Partial<Record<Claim, string>> = {
  claimed: 'membership.claimed',
  failed: 'membership.claimFailed',
};
const DEAL_MESSAGES: Partial<Record<Deal, string>> = {
  bought: 'membership.boughtToday',
  'after-upgrade': 'membership.availableAfterUpgrade',
  'update-app': 'membership.appUpdateRequired',
  purchased: 'membership.purchased',
  canceled: 'membership.paymentCanceled',
  'pay-failed': 'common.unknownError',
  unconfirmed: 'polling.maxCountExceeded',
  'check-failed': 'common.networkError',
};

function see(w: MembershipWorld, effects: WorldEffect[] = []): Expected<MembershipWorld> {
  const messages: string[] = [];
  const inFlight: string[] = [];
  if (w.page === 'loading') inFlight.push('loadStatus');
  if (w.page === 'error') messages.push('common.networkError');
  if (w.page === 'ready') {
    for (const [claim, already] of [
      [w.daily, 'membership.claimedToday'],
      [w.monthly, 'membership.claimedThisMonth'],
    ] as const) {
      const key = claim === 'already' ? already : CLAIM_MESSAGES[claim];
      if (key) messages.push(key);
      if (claim === 'claiming') inFlight.push('claimReward');
    }
    const dealKey = DEAL_MESSAGES[w.deal];
    if (dealKey) messages.push(dealKey);
    if (w.deal === 'paying') inFlight.push('purchase');
    if (w.deal === 'confirming') inFlight.push('orderPolling');
  }
  return {
    state: w,
    see: {
      effects,
      messages,
      inFlight,
      shown: { tier: w.tier, gems: w.gems, orderStatus: w.orderStatus, purchaseProblem: w.purchaseProblem },
    },
  };
}

/** The page once the status is known. */
function ready(w: MembershipWorld, sc: MembershipScenario): MembershipWorld {
  const s = sc.status;
  const claim = (already: boolean): Claim => (!s.isMember ? 'members-only' : already ? 'already' : 'claimable');
  const tooOld = sc.input.isNativeApp && !sc.input.purchaseSupported;
  const deal: Deal = s.boughtToday
    ? 'bought'
    : s.dealNeedsUpgrade
      ? 'after-upgrade'
      : tooOld
        ? 'update-app'
        : 'purchasable';
  return { ...w, page: 'ready', daily: claim(s.claimedToday), monthly: claim(s.claimedThisMonth), deal };
}

const claimAnswer = (step: Extract<WorldStep, { kind: 'reply' }>, type: 'daily' | 'monthly'): ClaimResult =>
  step.variant.startsWith('alreadyClaimed')
    ? { outcome: 'already-claimed', gems: 0 }
    : { outcome: 'claimed', gems: GEMS[type] };

const pollingAnswer = (step: Extract<WorldStep, { kind: 'reply' }>): PollingOutput => {
  if (step.variant.startsWith('orderPaid'))
    return { outcome: 'succeeded', value: 'paid', attempts: 2, messageKey: null };
  if (step.variant.startsWith('orderCanceled'))
    return { outcome: 'succeeded', value: 'canceled', attempts: 3, messageKey: null };
  return { outcome: 'exceeded', value: 'pending', attempts: 10, messageKey: 'polling.maxCountExceeded' };
};

const REPLY_REGION: Record<string, 'daily' | 'monthly' | 'deal' | 'page'> = {
  loadStatus: 'page',
  claimDaily: 'daily',
  claimMonthly: 'monthly',
  purchase: 'deal',
  orderPolling: 'deal',
};

function claimStep(
  w: MembershipWorld,
  type: 'daily' | 'monthly',
  step: WorldStep,
  sc: MembershipScenario,
): Expected<MembershipWorld> | null {
  const current = w[type];
  const set = (claim: Claim, effects: WorldEffect[] = [], gems = w.gems): Expected<MembershipWorld> =>
    see({ ...w, [type]: claim, gems }, effects);
  const tap = type === 'daily' ? 'CLAIM_DAILY' : 'CLAIM_MONTHLY';
  const closed = type === 'daily' ? 'DAILY_PROMPT_CLOSED' : 'MONTHLY_PROMPT_CLOSED';
  const request: WorldEffect = { request: 'claimReward', input: { claimType: type } };
  if (step.kind === 'event' && step.type === tap) {
    if (current === 'claimable') return sc.input.isNativeApp ? set('claiming', [request]) : set('prompt');
    if (current === 'failed') return set('claiming', [request]);
  }
  if (step.kind === 'event' && step.type === closed && current === 'prompt') return set('claimable');
  if (step.kind === 'reply' && current === 'claiming' && REPLY_REGION[step.id] === type) {
    if (!step.ok) return set('failed');
    const answer = claimAnswer(step, type);
    return answer.outcome === 'already-claimed'
      ? set('already')
      : set('claimed', [], { ...w.gems, [type]: answer.gems });
  }
  return null;
}

function dealStep(w: MembershipWorld, step: WorldStep, sc: MembershipScenario): Expected<MembershipWorld> | null {
  const set = (
    deal: Deal,
    effects: WorldEffect[] = [],
    more: Partial<MembershipWorld> = {},
  ): Expected<MembershipWorld> => see({ ...w, deal, ...more }, effects);
  const pay = (): Expected<MembershipWorld> =>
    set('paying', [{ request: 'purchase', input: { productId: PRODUCT, tier: w.tier } }], {
      orderId: null,
      orderStatus: null,
      purchaseProblem: null,
    });
  const poll = (orderId: string): WorldEffect => ({
    request: 'orderPolling',
    input: { ...ORDER_POLLING, key: orderId },
  });
  if (step.kind === 'event') {
    if (step.type === 'UPDATE_APP' && w.deal === 'update-app') return set('update-app', [{ call: 'openAppUpdate' }]);
    if (step.type === 'PURCHASE' && w.deal === 'purchasable') return sc.input.isNativeApp ? pay() : set('prompt');
    if (step.type === 'PURCHASE' && (w.deal === 'canceled' || w.deal === 'pay-failed')) return pay();
    if (step.type === 'PURCHASE_PROMPT_CLOSED' && w.deal === 'prompt') return set('purchasable');
    if (step.type === 'RETRY_ORDER_CHECK' && (w.deal === 'unconfirmed' || w.deal === 'check-failed'))
      return set('confirming', [poll(w.orderId ?? '')]);
    return null;
  }
  if (step.kind !== 'reply' || REPLY_REGION[step.id] !== 'deal') return null;
  if (w.deal === 'paying' && step.src === 'purchase') {
    if (!step.ok) return set('pay-failed', [], { purchaseProblem: 'failed' });
    if (step.variant.startsWith('paymentCanceled')) return set('canceled');
    return set('confirming', [poll(ORDER)], { orderId: ORDER, orderStatus: 'pending' });
  }
  if (w.deal === 'confirming' && step.src === 'orderPolling') {
    // The check broke (not pending answers counted up): a network error, with "check again".
    if (!step.ok) return set('check-failed');
    const { outcome, value } = pollingAnswer(step);
    if (outcome === 'succeeded' && value === 'paid') return set('purchased', [], { orderStatus: 'paid' });
    if (outcome === 'succeeded' && value === 'canceled') return set('canceled', [], { orderStatus: 'canceled' });
    return set('unconfirmed');
  }
  return null;
}

export const membershipOracle: FlowOracle<MembershipInput, MembershipWorld, MembershipScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: [
    'SELECT_TIER',
    'RETRY',
    'RELOAD',
    'CLAIM_DAILY',
    'CLAIM_MONTHLY',
    'PURCHASE',
    'DAILY_PROMPT_CLOSED',
    'MONTHLY_PROMPT_CLOSED',
    'PURCHASE_PROMPT_CLOSED',
    'UPDATE_APP',
    'RETRY_ORDER_CHECK',
  ],
  scenarios: [
    scenario('app 2.30, member, nothing claimed or bought', 'app 2.30', FRESH),
    scenario('browser, member, nothing claimed or bought', 'browser', FRESH),
    scenario('app 2.11 (too old to pay), member', 'app 2.11', FRESH),
    scenario('app 2.30, not a member, deal needs an upgrade', 'app 2.30', {
      ...FRESH,
      isMember: false,
      dealNeedsUpgrade: true,
    }),
    scenario('app 2.30, member, claimed today, bought today, deal needs an upgrade', 'app 2.30', {
      ...FRESH,
      claimedToday: true,
      boughtToday: true,
      dealNeedsUpgrade: true,
    }),
    scenario('app 2.11, member, claimed this month, deal needs an upgrade', 'app 2.11', {
      ...FRESH,
      claimedThisMonth: true,
      dealNeedsUpgrade: true,
    }),
  ],
  start: (sc) =>
    see(
      {
        page: 'loading',
        daily: 'members-only',
        monthly: 'members-only',
        deal: 'bought',
        tier: sc.input.tier,
        gems: { daily: null, monthly: null },
        orderStatus: null,
        orderId: null,
        purchaseProblem: null,
      },
      [{ request: 'loadStatus' }],
    ),
  payload(step, _sc, w) {
    if (step.type === 'SELECT_TIER') return { type: 'SELECT_TIER', tier: w.tier === 'standard' ? 'pro' : 'standard' };
    if (step.type === 'PURCHASE') return { type: 'PURCHASE', productId: PRODUCT };
    return { type: step.type };
  },
  answer(step, sc): unknown {
    if (!step.ok) return new Error(`${step.src} failed`);
    if (step.src === 'loadStatus') return sc.status;
    if (step.src === 'claimReward') return claimAnswer(step, step.id === 'claimDaily' ? 'daily' : 'monthly');
    if (step.src === 'purchase')
      return (
        step.variant.startsWith('paymentCanceled') ? { outcome: 'canceled' } : { outcome: 'submitted', orderId: ORDER }
      ) satisfies PurchaseResult;
    return pollingAnswer(step);
  },
  next(w, step, sc) {
    if (step.kind === 'event' && step.type === 'SELECT_TIER')
      return see({ ...w, tier: w.tier === 'standard' ? 'pro' : 'standard' });
    if (w.page === 'loading') {
      if (step.kind === 'reply' && step.src === 'loadStatus')
        return step.ok ? see(ready(w, sc)) : see({ ...w, page: 'error' });
      return see(w);
    }
    if (w.page === 'error')
      return step.kind === 'event' && step.type === 'RETRY'
        ? see({ ...w, page: 'loading' }, [{ request: 'loadStatus' }])
        : see(w);
    if (step.kind === 'event' && step.type === 'RELOAD') {
      // A reload must not drop the answer of a claim or a payment in progress.
      const running =
        w.daily === 'claiming' || w.monthly === 'claiming' || w.deal === 'paying' || w.deal === 'confirming';
      return running ? see(w) : see({ ...w, page: 'loading' }, [{ request: 'loadStatus' }]);
    }
    return claimStep(w, 'daily', step, sc) ?? claimStep(w, 'monthly', step, sc) ?? dealStep(w, step, sc) ?? see(w);
  },
  read: (snapshot) => ({
    tier: snapshot.context.tier,
    gems: snapshot.context.claimedGems,
    orderStatus: snapshot.context.orderStatus,
    purchaseProblem: snapshot.context.purchaseProblem,
  }),
};
