/** Settings of one use of the polling machine (see config.polling in src/platform/config.ts). */
export interface PollingInput {
  /** What is polled, handed to every check (e.g. an order id). */
  readonly key: string;
  /** Wait between the end of one check and the start of the next. */
  readonly intervalMs: number;
  /** Checks made at most; after that many the outcome is 'exceeded'. */
  readonly maxAttempts: number;
  /** Each wait is the previous one times this factor (1 or absent: a fixed interval). */
  readonly backoff?: number;
  /** Upper bound of a wait when backing off. */
  readonly maxIntervalMs?: number;
}

/** What the check actor receives. */
export interface PollCheckInput {
  readonly key: string;
  /** 1 for the first check. */
  readonly attempt: number;
}

/** What the check actor answers: `done` stops the polling with this value. */
export interface PollCheckResult {
  readonly done: boolean;
  readonly value: unknown;
}

export type PollingOutcome = 'succeeded' | 'exceeded' | 'stopped';

/** Message keys the page translates. */
export type PollingMessageKey = 'polling.maxCountExceeded';

export interface PollingOutput {
  readonly outcome: PollingOutcome;
  /** The last value a check answered (null when none answered). */
  readonly value: unknown;
  readonly attempts: number;
  /** Set when the maximum was reached: 'polling.maxCountExceeded'. */
  readonly messageKey: PollingMessageKey | null;
}

export interface PollingContext {
  readonly key: string;
  readonly intervalMs: number;
  readonly maxAttempts: number;
  readonly backoff: number;
  readonly maxIntervalMs: number;
  /** Checks started so far. */
  readonly attempt: number;
  /** The wait before the next check. */
  readonly nextDelayMs: number;
  readonly lastValue: unknown;
  readonly outcome: PollingOutcome | null;
}

export type PollingEvent =
  /** The caller no longer needs an answer. */
  | { readonly type: 'STOP' }
  /** Check now instead of waiting out the interval (e.g. the page became visible again). */
  | { readonly type: 'CHECK_NOW' };
