// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pollDelayMs, pollingMachine } from '@machines/polling/polling.machine';
import type { PollCheckInput, PollCheckResult } from '@machines/polling/types';
import { describeMachinePaths } from './support/describe-machine';

const input = { key: 'order-1', intervalMs: 1000, maxAttempts: 3, backoff: 2 };

describeMachinePaths('polling', {
  input: () => input,
  outputs: { check: ({ plan }) => ({ done: plan.wants('checkSaysDone') === true, value: plan.wants('checkSaysDone') ? 'paid' : 'pending' }) },
  // How many attempts are left depends on the history of the run, which a path decides symbolically.
  symbolicGuards: ['noAttemptsLeft'],
  states: {
    'polling.checking': ({ snapshot, effects }) => {
      expect(snapshot.context.attempt).toBeGreaterThanOrEqual(1);
      const last = effects.filter((e) => e.kind === 'invoke').at(-1);
      expect(last).toMatchObject({ src: 'check', input: { key: 'order-1', attempt: snapshot.context.attempt } });
    },
    'polling.succeeded': ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toMatchObject({ outcome: 'succeeded', value: 'paid', messageKey: null });
    },
    'polling.exceeded': ({ snapshot }) => {
      expect(snapshot.output).toMatchObject({ outcome: 'exceeded', messageKey: 'polling.maxCountExceeded' });
    },
    'polling.stopped': ({ snapshot }) => {
      expect(snapshot.output).toMatchObject({ outcome: 'stopped', messageKey: null });
    },
  },
});

/** A check whose answers the test scripts: one per attempt. */
function scriptedCheck(answers: Array<PollCheckResult | Error>) {
  const calls: PollCheckInput[] = [];
  const logic = fromPromise<PollCheckResult, PollCheckInput>(async ({ input: i }) => {
    calls.push(i);
    const answer = answers[i.attempt - 1] ?? { done: false, value: 'pending' };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { logic, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('polling with the real guards', () => {
  it('stops after the maximum attempts with the maximum-count-exceeded outcome', async () => {
    const clock = new SimulatedClock();
    const check = scriptedCheck([]);
    const actor = createActor(pollingMachine.provide({ actors: { check: check.logic } }), { clock, input }).start();
    for (let i = 0; i < 10; i++) {
      await tick();
      clock.increment(10_000);
    }
    await tick();
    expect(check.calls.map((c) => c.attempt)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'exceeded', value: 'pending', attempts: 3, messageKey: 'polling.maxCountExceeded' });
  });

  it('waits interval × backoff between checks and stops at the first done answer', async () => {
    const clock = new SimulatedClock();
    const check = scriptedCheck([{ done: false, value: 'pending' }, new Error('offline'), { done: true, value: 'paid' }]);
    const actor = createActor(pollingMachine.provide({ actors: { check: check.logic } }), { clock, input: { ...input, maxAttempts: 5 } }).start();
    await tick();
    expect(check.calls).toHaveLength(1);
    clock.increment(999);
    await tick();
    expect(check.calls).toHaveLength(1);
    clock.increment(1);
    await tick();
    expect(check.calls).toHaveLength(2);
    // A failed check counts and backs off: the next wait is 1000 × 2^(2-1).
    clock.increment(1999);
    await tick();
    expect(check.calls).toHaveLength(2);
    clock.increment(1);
    await tick();
    expect(check.calls).toHaveLength(3);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'succeeded', value: 'paid', attempts: 3 });
  });

  it('computes capped backoff waits', () => {
    expect([1, 2, 3, 4].map((a) => pollDelayMs(1000, 2, 5000, a))).toEqual([1000, 2000, 4000, 5000]);
    expect(pollDelayMs(2000, 1, Number.POSITIVE_INFINITY, 7)).toBe(2000);
  });
});
