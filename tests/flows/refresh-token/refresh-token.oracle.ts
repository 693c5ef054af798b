/**
 * Refresh-token check oracle, written from SPEC §4 "Refresh-token check" and §9 (interval 24
 * hours): with no stored time, store now and refresh nothing; otherwise refresh once MORE than 24
 * hours (86,400,000 ms) passed since the stored time, and store the time of the check once the
 * refresh succeeded. A failed refresh stores nothing and ends the check, so the next page load's
 * check tries again.
 */
import type { RefreshTokenCheckInput } from '@machines/refresh-token/types';
import type { Expected, FlowOracle, Scenario } from '../framework/twin/oracle';

export const NOW = Date.UTC(2025, 0, 2, 12);
const DAY = 86_400_000;

type Phase = 'refreshing' | 'done';

interface CheckWorld {
  readonly phase: Phase;
  readonly outcome?: string;
}

const at = (name: string, storedAt: number | null): Scenario<RefreshTokenCheckInput> => ({
  name,
  input: { storedAt, now: NOW },
});

const refreshing = (): Expected<CheckWorld> => ({
  state: { phase: 'refreshing' },
  see: { effects: [{ request: 'refreshTokens' }], inFlight: ['refreshTokens'] },
});
const done = (outcome: string, stores: boolean): Expected<CheckWorld> => ({
  state: { phase: 'done', outcome },
  see: {
    effects: stores ? [{ call: 'storeCheckTime', params: { at: NOW } }] : [],
    finished: true,
    output: { outcome },
  },
});

export const refreshTokenOracle: FlowOracle<RefreshTokenCheckInput, CheckWorld> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: [],
  scenarios: [
    at('no stored time', null),
    at('stored an hour ago', NOW - 3_600_000),
    at('stored 24 h minus 1 ms ago', NOW - DAY + 1),
    at('stored exactly 24 h ago', NOW - DAY),
    at('stored 24 h plus 1 ms ago', NOW - DAY - 1),
    at('stored a week ago', NOW - 7 * DAY),
  ],
  start({ input }) {
    if (input.storedAt === null) return done('first-check', true);
    return input.now - input.storedAt > DAY ? refreshing() : done('not-due', false);
  },
  next(state, step) {
    const stay: Expected<CheckWorld> = {
      state,
      see:
        state.phase === 'done'
          ? { finished: true, output: { outcome: state.outcome } }
          : state.phase === 'refreshing'
            ? { inFlight: ['refreshTokens'] }
            : {},
    };
    if (state.phase === 'refreshing' && step.kind === 'reply')
      return step.ok ? done('refreshed', true) : done('refresh-failed', false);
    return stay;
  },
};
