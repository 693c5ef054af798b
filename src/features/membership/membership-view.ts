/**
 * Pure selectors: a membership machine snapshot → what the page shows. Each card's state is the
 * machine state of its region; the page only maps these names to texts and buttons.
 */
import type { SnapshotFrom } from 'xstate';
import type { membershipMachine } from '@machines/membership/membership.machine';
import type { MembershipStatus, MembershipTier, PurchaseProblem } from '@machines/membership/types';

export type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>;

export type ClaimCardState =
  | 'membersOnly'
  | 'claimable'
  | 'openAppToClaim'
  | 'claiming'
  | 'claimed'
  | 'claimFailed'
  | 'claimedToday'
  | 'claimedThisMonth';

export type DealCardState =
  | 'boughtToday'
  | 'availableAfterUpgrade'
  | 'appUpdateRequired'
  | 'purchasable'
  | 'openAppToPurchase'
  | 'paying'
  | 'confirmingOrder'
  | 'purchased'
  | 'paymentCanceled'
  | 'paymentFailed'
  | 'orderUnconfirmed'
  | 'orderCheckFailed';

export interface ClaimView {
  readonly state: ClaimCardState;
  /** Gems this claim gives (from the status), or granted by the claim just made. */
  readonly gems: number | null;
}

export interface ReadyView {
  readonly phase: 'ready';
  readonly tier: MembershipTier;
  readonly status: MembershipStatus;
  readonly daily: ClaimView;
  readonly monthly: ClaimView;
  readonly deal: DealCardState;
  /** Why the purchase failed (deal 'paymentFailed'): a refused receipt has its own message. */
  readonly purchaseProblem: PurchaseProblem | null;
  /** What the failed order check threw (deal 'orderCheckFailed'). */
  readonly failure: unknown;
  /** A claim or payment is running: no second payment sheet (the machine ignores a reload meanwhile). */
  readonly busy: boolean;
}

export type MembershipView =
  | { readonly phase: 'loading'; readonly tier: MembershipTier; readonly status: MembershipStatus | null }
  | { readonly phase: 'failed'; readonly tier: MembershipTier; readonly failure: unknown }
  | ReadyView;

function regionState(snapshot: MembershipSnapshot, region: 'dailyClaim' | 'monthlyClaim' | 'purchase'): string | null {
  const value = snapshot.value;
  if (typeof value !== 'object' || !('ready' in value)) return null;
  const ready = value.ready as Record<string, unknown>;
  const state = ready[region];
  return typeof state === 'string' ? state : null;
}

const BUSY: ReadonlySet<string> = new Set(['claiming', 'paying', 'confirmingOrder']);

export function selectMembershipView(snapshot: MembershipSnapshot): MembershipView {
  const { context } = snapshot;
  if (snapshot.matches('statusError')) return { phase: 'failed', tier: context.tier, failure: context.failure };
  const status = context.status;
  const daily = regionState(snapshot, 'dailyClaim');
  const monthly = regionState(snapshot, 'monthlyClaim');
  const deal = regionState(snapshot, 'purchase');
  if (
    !snapshot.matches('ready') ||
    !status ||
    !daily ||
    !monthly ||
    !deal ||
    daily === 'resolving' ||
    monthly === 'resolving' ||
    deal === 'resolving'
  ) {
    return { phase: 'loading', tier: context.tier, status };
  }
  return {
    phase: 'ready',
    tier: context.tier,
    status,
    daily: {
      state: daily as ClaimCardState,
      gems: daily === 'claimed' ? context.claimedGems.daily : (status.dailyGems ?? null),
    },
    monthly: {
      state: monthly as ClaimCardState,
      gems: monthly === 'claimed' ? context.claimedGems.monthly : (status.monthlyGems ?? null),
    },
    deal: deal as DealCardState,
    purchaseProblem: deal === 'paymentFailed' ? context.purchaseProblem : null,
    failure: deal === 'orderCheckFailed' ? context.failure : null,
    busy: BUSY.has(daily) || BUSY.has(monthly) || BUSY.has(deal),
  };
}

/** Views are compared by content so the page re-renders only when something visible changed. */
export function sameView(a: MembershipView, b: MembershipView): boolean {
  if (a.phase !== b.phase || a.tier !== b.tier) return false;
  if (a.phase === 'ready' && b.phase === 'ready') {
    return (
      a.status === b.status &&
      a.deal === b.deal &&
      a.purchaseProblem === b.purchaseProblem &&
      a.failure === b.failure &&
      a.busy === b.busy &&
      a.daily.state === b.daily.state &&
      a.daily.gems === b.daily.gems &&
      a.monthly.state === b.monthly.state &&
      a.monthly.gems === b.monthly.gems
    );
  }
  if (a.phase === 'loading' && b.phase === 'loading') return a.status === b.status;
  return true;
}

/** What a plan's button does for this member. */
export type PlanAction = 'subscribe' | 'upgrade' | 'renew' | 'included';

export function planAction(memberTier: MembershipStatus['memberTier'], planTier: MembershipTier): PlanAction {
  if (!memberTier || memberTier === 'none') return 'subscribe';
  if (memberTier === planTier) return 'renew';
  return memberTier === 'standard' ? 'upgrade' : 'included';
}
