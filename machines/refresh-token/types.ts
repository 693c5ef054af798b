export interface RefreshTokenCheckInput {
  /** When the last refresh check stored its time (ms since the epoch), or null when never. */
  readonly storedAt: number | null;
  /** The time of this check (Date.now() in the app, a fixed value in tests). */
  readonly now: number;
}

export type RefreshTokenCheckOutcome = 'first-check' | 'not-due' | 'refreshed' | 'refresh-failed';

export interface RefreshTokenCheckContext {
  readonly storedAt: number | null;
  readonly now: number;
  readonly outcome: RefreshTokenCheckOutcome | null;
}

export interface RefreshTokenCheckOutput {
  readonly outcome: RefreshTokenCheckOutcome;
}

/** The check takes no event: it decides, refreshes at most once and ends (the next page load checks again). */
export type RefreshTokenCheckEvent = { readonly type: never };
