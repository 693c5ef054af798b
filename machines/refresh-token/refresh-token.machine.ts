/**
 * Refresh-token check (SPEC §4, §9): with no stored time, store now and do not refresh;
 * otherwise refresh once more than REFRESH_TOKEN_INTERVAL_MS (24 h) have passed, then store the
 * time of the check.
 */
import { assign, setup } from 'xstate';
import { REFRESH_TOKEN_INTERVAL_MS } from '@/platform/constants';
import { mustProvideAction, mustProvideActor, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  RefreshTokenCheckContext,
  RefreshTokenCheckEvent,
  RefreshTokenCheckInput,
  RefreshTokenCheckOutcome,
  RefreshTokenCheckOutput,
} from './types';

/** True once strictly more than the interval has passed since `storedAt`. Exported for unit tests. */
export function isRefreshDue(storedAt: number, now: number, intervalMs: number = REFRESH_TOKEN_INTERVAL_MS): boolean {
  return now - storedAt > intervalMs;
}

export const refreshTokenCheckMachine = setup({
  types: {
    context: {} as RefreshTokenCheckContext,
    events: {} as RefreshTokenCheckEvent,
    input: {} as RefreshTokenCheckInput,
    output: {} as RefreshTokenCheckOutput,
    meta: {} as StateMeta,
  },
  actors: {
    /** Refresh the tokens (through the auth flow's single-flight refresh). */
    refreshTokens: mustProvideActor<void>('refreshTokens'),
  },
  actions: {
    /** Persist the time of this check (storage key of the refresh-token time). */
    storeCheckTime: mustProvideAction<{ at: number }>('storeCheckTime'),
    setOutcome: assign((_, params: { outcome: RefreshTokenCheckOutcome }) => ({ outcome: params.outcome })),
  },
  guards: {
    noStoredTime: ({ context }) => context.storedAt === null,
    // Checked after noStoredTime in the same list, so a time is stored.
    refreshDue: ({ context }) => isRefreshDue(present(context.storedAt), context.now),
  },
}).createMachine({
  id: 'refreshTokenCheck',
  context: ({ input }) => ({ storedAt: input.storedAt, now: input.now, outcome: null }),
  initial: 'deciding',
  meta: {
    description:
      'Decides whether the tokens need a refresh: never when no time is stored, once 24 h have passed otherwise.',
    guards: {
      noStoredTime: { label: 'no time stored', meaning: 'No refresh-check time was ever stored.' },
      refreshDue: { label: 'more than 24 h passed', meaning: 'Strictly more than 24 h since the stored time.' },
    },
    requests: { refreshTokens: "refreshes the tokens through the auth flow's single refresh" },
    notes: [
      'Divergence 6 fixed: the `RETRY` edge from `refreshFailed` is gone (nothing in the page sent it). A failed refresh ends the check and stores no time, so the next page load checks again.',
    ],
  },
  states: {
    deciding: {
      meta: { description: 'Comparing the stored refresh-check time with now.' },
      always: [
        { guard: 'noStoredTime', target: 'firstCheck' },
        { guard: 'refreshDue', target: 'refreshing' },
        { target: 'notDue' },
      ],
    },
    firstCheck: {
      type: 'final',
      meta: { description: 'No time was stored: now is stored and no refresh is needed.' },
      entry: [
        { type: 'storeCheckTime', params: ({ context }) => ({ at: context.now }) },
        { type: 'setOutcome', params: { outcome: 'first-check' } },
      ],
    },
    notDue: {
      type: 'final',
      meta: { description: 'Less than 24 h since the stored time: no refresh.' },
      entry: { type: 'setOutcome', params: { outcome: 'not-due' } },
    },
    refreshing: {
      meta: { description: 'More than 24 h passed: refreshing the tokens.' },
      invoke: { id: 'refreshTokens', src: 'refreshTokens', onDone: 'refreshed', onError: 'refreshFailed' },
    },
    refreshFailed: {
      type: 'final',
      // No retry within the page: nothing in the page would send it. The next page load checks again.
      meta: {
        description: 'The refresh failed; the stored time is kept, so the check of the next page load tries again.',
      },
      entry: { type: 'setOutcome', params: { outcome: 'refresh-failed' } },
    },
    refreshed: {
      type: 'final',
      meta: { description: 'Tokens refreshed and the time of this check stored.' },
      entry: [
        { type: 'storeCheckTime', params: ({ context }) => ({ at: context.now }) },
        { type: 'setOutcome', params: { outcome: 'refreshed' } },
      ],
    },
  },
  // Read in a final state only, and each one sets its outcome on entry.
  output: ({ context }) => ({ outcome: present(context.outcome) }),
});
