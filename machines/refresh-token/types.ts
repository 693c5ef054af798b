export interface RefreshTokenCheckInput {
  /** When the last refresh check stored its time (ms since the epoch), or null when never. */
  readonly storedAt: number | null;
  /** The time of this check (Date.now() in the app, a fixed value in tests). */
  readonly now: number;
}

export type RefreshTokenCheckOutcome = 'first-check' | 'not-due' | 'refreshed';

export interface RefreshTokenCheckContext {
  readonly storedAt: number | null;
  readonly now: number;
  readonly outcome: RefreshTokenCheckOutcome | null;
}

export interface RefreshTokenCheckOutput {
  readonly outcome: RefreshTokenCheckOutcome;
}

export type RefreshTokenCheckEvent =
  /** Try the refresh again after it failed. */
  { readonly type: 'RETRY' };
