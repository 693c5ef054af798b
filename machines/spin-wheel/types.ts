/** The spin wheel's view of the campaign calls (the app maps spin/* answers onto these). */
export type SpinEventPhase = 'not_started' | 'running' | 'paused' | 'ended';

export interface SpinPrize {
  readonly prizeId: string;
  readonly kind: 'gems' | 'item' | 'physical' | 'none';
  readonly amount: number;
  readonly name: string;
}

/** A prize won (a prize record of the server). */
export interface SpinRecord {
  readonly recordId: string;
  readonly prize: SpinPrize;
  readonly status: 'credited' | 'to_claim' | 'submitted' | 'forfeited';
  readonly wonAtMs: number;
  readonly expiresAtMs: number | null;
  readonly claimDeadlineMs: number | null;
}

export interface SpinCounts {
  readonly dailySpins: number;
  readonly remainingSpins: number;
}

export interface SpinStatus extends SpinCounts {
  readonly phase: SpinEventPhase;
  readonly startsAtMs: number;
  readonly endsAtMs: number;
  /** The wheel's slices, in order. */
  readonly prizes: readonly SpinPrize[];
  readonly lastResult: SpinRecord | null;
  readonly myPrizes: readonly SpinRecord[];
  readonly adSpinsLeft: number;
}

/** spin/spin: a prize, or a refusal the page shows; network failures and timeouts reject. */
export type SpinResult =
  | ({ readonly outcome: 'won'; readonly record: SpinRecord } & SpinCounts)
  | { readonly outcome: 'no-spins' }
  | { readonly outcome: 'event-closed'; readonly phase: SpinEventPhase };

/** After a rewarded ad: what the server added (the page never adds spins itself). */
export interface AdCheck extends SpinCounts {
  readonly spinsAdded: number;
  readonly adSpinsLeft: number;
}

export interface SpinWheelInput {
  /** Rewarded ads play only inside the app (preloadRewardAd, watchAd). */
  readonly canWatchAds: boolean;
}

export interface SpinWheelContext {
  readonly canWatchAds: boolean;
  readonly status: SpinStatus | null;
  /** The idempotency key of the spin in progress, kept across retries. */
  readonly pendingKey: string | null;
  /** The prize the server named for the last spin: the wheel lands on its slice. */
  readonly result: SpinRecord | null;
  readonly adSessionId: string | null;
  /** Spins the last ad added (shown as a notice), or null. */
  readonly spinsAdded: number | null;
  /** What the last failed call threw: the page says "Network Error" only when no answer came. */
  readonly failure: unknown;
}

export type SpinWheelEvent =
  /** The user taps spin; the page makes a fresh idempotency key for the attempt. */
  | { readonly type: 'SPIN'; readonly idempotencyKey: string }
  /** The wheel's animation reached the server's slice (or the result was highlighted). */
  | { readonly type: 'LANDED' }
  | { readonly type: 'CONTINUE' }
  | { readonly type: 'RETRY' }
  /** The page came back (visible, pageshow): reload counts and the last result. */
  | { readonly type: 'RELOAD' }
  | { readonly type: 'WATCH_AD' }
  /** "Remind me" on an event not started yet. */
  | { readonly type: 'REMIND' };
