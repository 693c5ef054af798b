import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pollDelayMs, pollingMachine } from '@machines/polling/polling.machine';
import type { PollCheckInput, PollCheckResult } from '@machines/polling/types';
import { pollingOracle } from '../flows/polling/polling.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const input = { key: 'order-1', intervalMs: 1000, maxAttempts: 3, backoff: 2 };

describeOracle(
  'polling',
  describeMachinePaths('polling', {
    input: () => input,
    outputs: {
      check: ({ plan }) => ({
        done: plan.wants('checkSaysDone') === true,
        value: plan.wants('checkSaysDone') ? 'paid' : 'pending',
      }),
    },
    // How many attempts are left depends on the history of the run, which a path decides symbolically.
    symbolicGuards: ['noAttemptsLeft'],
  }),
  pollingOracle,
);

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
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'exceeded',
      value: 'pending',
      attempts: 3,
      messageKey: 'polling.maxCountExceeded',
    });
  });

  it('waits interval × backoff between checks and stops at the first done answer', async () => {
    const clock = new SimulatedClock();
    const check = scriptedCheck([
      { done: false, value: 'pending' },
      new Error('offline'),
      { done: true, value: 'paid' },
    ]);
    const actor = createActor(pollingMachine.provide({ actors: { check: check.logic } }), {
      clock,
      input: { ...input, maxAttempts: 5 },
    }).start();
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

  it('order status (README): checks 10 times, 2000 ms apart growing 1.2× each time, then gives up with the exceeded message', async () => {
    const clock = new SimulatedClock();
    const check = scriptedCheck([]);
    const actor = createActor(pollingMachine.provide({ actors: { check: check.logic } }), {
      clock,
      input: { key: 'order-1', intervalMs: 2000, maxAttempts: 10, backoff: 1.2 },
    }).start();
    // Each check answers "pending" at once; the next one starts exactly when its wait is over, not 1 ms earlier.
    const waits = [2000, 2400, 2880, 3456, 4147, 4977, 5972, 7166, 8600];
    for (const [i, wait] of waits.entries()) {
      await tick();
      expect(check.calls).toHaveLength(i + 1);
      clock.increment(wait - 1);
      await tick();
      expect(check.calls).toHaveLength(i + 1);
      clock.increment(1);
    }
    await tick();
    clock.increment(1_000_000);
    await tick();
    expect(check.calls).toHaveLength(10);
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'exceeded',
      value: 'pending',
      attempts: 10,
      messageKey: 'polling.maxCountExceeded',
    });
  });

  it.each([
    ['no backoff', undefined],
    ['a backoff below 1', 0.5],
  ])('with %s the interval stays fixed: 700 ms before every check', async (_label, backoff) => {
    const clock = new SimulatedClock();
    const check = scriptedCheck([]);
    createActor(pollingMachine.provide({ actors: { check: check.logic } }), {
      clock,
      input: { key: 'order-1', intervalMs: 700, maxAttempts: 4, backoff },
    }).start();
    for (const checks of [1, 2, 3]) {
      await tick();
      clock.increment(699);
      await tick();
      expect(check.calls).toHaveLength(checks);
      clock.increment(1);
    }
    await tick();
    expect(check.calls).toHaveLength(4);
  });

  it('computes capped backoff waits', () => {
    expect([1, 2, 3, 4].map((a) => pollDelayMs(1000, 2, 5000, a))).toEqual([1000, 2000, 4000, 5000]);
    expect(pollDelayMs(2000, 1, Number.POSITIVE_INFINITY, 7)).toBe(2000);
  });
});
