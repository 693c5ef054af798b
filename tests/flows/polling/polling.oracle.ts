/**
 * Polling oracle, written from SPEC §4 "Polling stops after a maximum number of attempts", §8 (the
 * maximum-count-exceeded message) and the README (order status: every 2 s × 1.2 backoff, at most 10
 * attempts): a check runs at once; an answer that is not "done" (or a failed check, which still
 * counts) is followed by a wait of interval × backoff^(attempts − 1), capped by the maximum
 * interval, and the next check; a "done" answer ends with its value; the last allowed attempt
 * without "done" ends with the maximum-count-exceeded message key; the caller can stop any time
 * or ask for a check at once while waiting.
 */
import type { PollingInput } from '@machines/polling/types';
import type { Expected, FlowOracle, Scenario, WorldStep } from '../framework/twin/oracle';

type Phase = 'checking' | 'waiting' | 'over';

interface PollWorld {
  readonly phase: Phase;
  readonly attempts: number;
  readonly lastValue: unknown;
  readonly wait: number;
  readonly output?: unknown;
}

/** A scenario states the settings as the caller passes them and as the flow must understand them. */
interface PollScenario extends Scenario<PollingInput> {
  readonly max: number;
  readonly backoff: number;
  readonly cap: number;
}

const KEY = 'order-1';

/** The wait after `attempts` checks. */
const waitAfter = (sc: PollScenario, attempts: number): number =>
  Math.round(Math.min(sc.input.intervalMs * sc.backoff ** (attempts - 1), sc.cap));

const checking = (attempts: number, lastValue: unknown): Expected<PollWorld> => ({
  state: { phase: 'checking', attempts, lastValue, wait: 0 },
  see: { effects: [{ request: 'check', input: { key: KEY, attempt: attempts } }], inFlight: ['check'] },
});
const over = (outcome: 'succeeded' | 'exceeded' | 'stopped', attempts: number, value: unknown): Expected<PollWorld> => {
  const output = { outcome, value, attempts, messageKey: outcome === 'exceeded' ? 'polling.maxCountExceeded' : null };
  return { state: { phase: 'over', attempts, lastValue: value, wait: 0, output }, see: { finished: true, output } };
};

/** What a check answers in a path: 'checkSaysDone' is done with 'paid'; anything else is still pending. */
const answerOf = (step: Extract<WorldStep, { kind: 'reply' }>) =>
  step.variant === 'checkSaysDone' ? { done: true, value: 'paid' } : { done: false, value: 'pending' };

const scenario = (
  name: string,
  input: Omit<PollingInput, 'key'>,
  max: number,
  backoff: number,
  cap = Infinity,
): PollScenario => ({ name, input: { key: KEY, ...input }, max, backoff, cap });

export const pollingOracle: FlowOracle<PollingInput, PollWorld, PollScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['STOP', 'CHECK_NOW'],
  scenarios: [
    scenario(
      'order status (README: 2 s × 1.2, 10 attempts)',
      { intervalMs: 2000, maxAttempts: 10, backoff: 1.2 },
      10,
      1.2,
    ),
    scenario('one attempt', { intervalMs: 2000, maxAttempts: 1 }, 1, 1),
    scenario('two attempts, fixed interval', { intervalMs: 1000, maxAttempts: 2 }, 2, 1),
    scenario(
      'three attempts, doubling, capped at 1500 ms',
      { intervalMs: 1000, maxAttempts: 3, backoff: 2, maxIntervalMs: 1500 },
      3,
      2,
      1500,
    ),
    scenario(
      '2.9 attempts means 2; a backoff below 1 means a fixed interval',
      { intervalMs: 700, maxAttempts: 2.9, backoff: 0.5 },
      2,
      1,
    ),
    scenario('zero attempts still checks once', { intervalMs: 700, maxAttempts: 0 }, 1, 1),
  ],
  start: () => checking(1, null),
  answer: (step) => (step.ok ? answerOf(step) : new Error('offline')),
  next(state, step, sc) {
    const stay: Expected<PollWorld> =
      state.phase === 'over'
        ? { state, see: { finished: true, output: state.output } }
        : { state, see: state.phase === 'checking' ? { inFlight: ['check'] } : { timers: [state.wait] } };
    if (state.phase === 'over') return stay;
    if (step.kind === 'event' && step.type === 'STOP') return over('stopped', state.attempts, state.lastValue);
    if (state.phase === 'waiting' && (step.kind === 'wait' || (step.kind === 'event' && step.type === 'CHECK_NOW')))
      return checking(state.attempts + 1, state.lastValue);
    if (state.phase === 'checking' && step.kind === 'reply') {
      const answer = step.ok ? answerOf(step) : null;
      const value = answer ? answer.value : state.lastValue;
      if (answer?.done) return over('succeeded', state.attempts, value);
      if (state.attempts >= sc.max) return over('exceeded', state.attempts, value);
      const wait = waitAfter(sc, state.attempts);
      return { state: { phase: 'waiting', attempts: state.attempts, lastValue: value, wait }, see: { timers: [wait] } };
    }
    return stay;
  },
};
