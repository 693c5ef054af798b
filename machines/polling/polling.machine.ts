/**
 * Polling: check something repeatedly until it says "done", the caller stops, or the maximum
 * number of attempts is reached (SPEC §4 "Polling stops after a maximum number of attempts",
 * §8 "maximum-count-exceeded message"). Reusable: the caller provides the `check` actor and
 * passes interval, maximum and optional backoff as input (values per use in config.polling).
 *
 * A failed check is not fatal: it counts as an attempt and the next one follows after the wait,
 * so a flaky network cannot end the polling before the maximum.
 */
import { assign, setup } from 'xstate';
import { mustProvideActor, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  PollCheckInput,
  PollCheckResult,
  PollingContext,
  PollingEvent,
  PollingInput,
  PollingOutput,
} from './types';

/** The wait after `attempt` checks: interval × backoff^(attempt-1), capped. Exported for unit tests. */
export function pollDelayMs(intervalMs: number, backoff: number, maxIntervalMs: number, attempt: number): number {
  const raw = intervalMs * Math.pow(backoff, Math.max(0, attempt - 1));
  return Math.round(Math.min(raw, maxIntervalMs));
}

export const pollingMachine = setup({
  types: {
    context: {} as PollingContext,
    events: {} as PollingEvent,
    input: {} as PollingInput,
    output: {} as PollingOutput,
    meta: {} as StateMeta,
  },
  actors: {
    /** One check. Must be provided by the caller. */
    check: mustProvideActor<PollCheckResult, PollCheckInput>('check'),
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    recordValue: assign((_, params: { value: unknown }) => ({ lastValue: params.value })),
    planNextWait: assign({
      nextDelayMs: ({ context }) =>
        pollDelayMs(context.intervalMs, context.backoff, context.maxIntervalMs, context.attempt),
    }),
    markSucceeded: assign({ outcome: 'succeeded' as const }),
    markExceeded: assign({ outcome: 'exceeded' as const }),
    markStopped: assign({ outcome: 'stopped' as const }),
  },
  guards: {
    checkSaysDone: (_, params: { done: boolean }) => params.done,
    noAttemptsLeft: ({ context }) => context.attempt >= context.maxAttempts,
  },
  delays: {
    /** The current wait, grown by the backoff factor after each attempt. */
    pollInterval: ({ context }) => context.nextDelayMs,
  },
}).createMachine({
  id: 'polling',
  context: ({ input }) => ({
    key: input.key,
    intervalMs: input.intervalMs,
    maxAttempts: Math.max(1, Math.floor(input.maxAttempts)),
    backoff: Math.max(input.backoff ?? 1, 1),
    maxIntervalMs: input.maxIntervalMs ?? Number.POSITIVE_INFINITY,
    attempt: 0,
    nextDelayMs: input.intervalMs,
    lastValue: null,
    outcome: null,
  }),
  initial: 'checking',
  meta: {
    description: 'Polls a check until it says done, the caller stops, or the maximum attempts are used up.',
    guards: {
      checkSaysDone: { label: 'check says done', meaning: 'The check answered done: its value ends the polling.' },
      noAttemptsLeft: {
        label: 'no attempts left',
        meaning: "This was the last allowed check (the caller's maximum attempts).",
      },
    },
    requests: { check: 'runs one check (for orders: asks the server for the order status)' },
    delays: { pollInterval: 'the interval, grown by the backoff after each check (orders: 2 s × 1.2 per check)' },
    events: {
      STOP: 'The caller stops polling (e.g. the page closes the dialog).',
      CHECK_NOW: 'The caller asks for a check right away (e.g. the page became visible again).',
    },
  },
  states: {
    checking: {
      meta: { description: 'One check is running (it counts as an attempt).' },
      entry: 'countAttempt',
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ key: context.key, attempt: context.attempt }),
        onDone: [
          {
            guard: { type: 'checkSaysDone', params: ({ event }) => ({ done: event.output.done }) },
            target: 'succeeded',
            actions: { type: 'recordValue', params: ({ event }) => ({ value: event.output.value }) },
          },
          {
            guard: 'noAttemptsLeft',
            target: 'exceeded',
            actions: { type: 'recordValue', params: ({ event }) => ({ value: event.output.value }) },
          },
          {
            target: 'waiting',
            actions: [{ type: 'recordValue', params: ({ event }) => ({ value: event.output.value }) }, 'planNextWait'],
          },
        ],
        onError: [
          {
            guard: 'noAttemptsLeft',
            target: 'exceeded',
          },
          {
            target: 'waiting',
            actions: 'planNextWait',
          },
        ],
      },
      on: { STOP: 'stopped' },
    },
    waiting: {
      meta: { description: 'Not done yet: waiting for the interval (grown by the backoff) before the next check.' },
      after: { pollInterval: 'checking' },
      on: { STOP: 'stopped', CHECK_NOW: 'checking' },
    },
    succeeded: {
      type: 'final',
      entry: 'markSucceeded',
      meta: { description: 'The check said done; its value is the output.' },
    },
    exceeded: {
      type: 'final',
      entry: 'markExceeded',
      meta: {
        description: 'The maximum number of attempts was used up without a done answer.',
        message: 'Maximum count exceeded',
      },
    },
    stopped: {
      type: 'final',
      entry: 'markStopped',
      meta: { description: 'The caller stopped polling before an answer.' },
    },
  },
  output: ({ context }) => ({
    // Read in a final state only, and each one marks its outcome on entry.
    outcome: present(context.outcome),
    value: context.lastValue,
    attempts: context.attempt,
    messageKey: context.outcome === 'exceeded' ? 'polling.maxCountExceeded' : null,
  }),
});
