import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { spinWheelMachine } from '@machines/spin-wheel/spin-wheel.machine';
import type { AdCheck, SpinRecord, SpinResult, SpinStatus } from '@machines/spin-wheel/types';
import { spinWheelOracle } from '../flows/spin-wheel/spin-wheel.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const PRIZE_ID = 'prize_item_frame';
const record: SpinRecord = {
  recordId: 'rec-1',
  prize: { prizeId: PRIZE_ID, kind: 'item', amount: 1, name: 'Avatar frame' },
  status: 'credited',
  wonAtMs: 0,
  expiresAtMs: null,
  claimDeadlineMs: null,
};

const suite = describeMachinePaths('spin-wheel', {
  input: (plan) => ({ canWatchAds: plan.wants('canWatchAds') !== false }),
  // The event window and the counts change along a path (spins spent, ads, reloads).
  symbolicGuards: ['notStarted', 'paused', 'ended', 'hasSpins'],
  outputs: {
    loadStatus: ({ plan }): SpinStatus => ({
      phase: plan.wants('notStarted')
        ? 'not_started'
        : plan.wants('paused')
          ? 'paused'
          : plan.wants('ended')
            ? 'ended'
            : 'running',
      startsAtMs: 0,
      endsAtMs: 1,
      dailySpins: 3,
      remainingSpins: plan.wants('hasSpins') === false ? 0 : 2,
      prizes: [],
      lastResult: null,
      myPrizes: [],
      adSpinsLeft: 3,
    }),
    spin: ({ plan }): SpinResult =>
      plan.wants('won')
        ? { outcome: 'won', record, dailySpins: 3, remainingSpins: 1 }
        : plan.wants('refusedNoSpins')
          ? { outcome: 'no-spins' }
          : { outcome: 'event-closed', phase: 'ended' },
    watchAd: () => ({ sessionId: 'ad-1' }),
    checkAd: ({ plan }): AdCheck => ({
      spinsAdded: plan.wants('spinsAdded') ? 2 : 0,
      dailySpins: 3,
      remainingSpins: plan.wants('spinsAdded') ? 2 : 0,
      adSpinsLeft: 2,
    }),
  },
  events: {
    SPIN: () => ({ type: 'SPIN', idempotencyKey: 'key-0001' }),
  },
  states: {
    'spinWheel.spinning': ({ snapshot, effects }) => {
      // The spin request carries the attempt's key; a retry carries the same one.
      expect(snapshot.context.pendingKey).toBe('key-0001');
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'spin').at(-1)).toMatchObject({
        input: { idempotencyKey: 'key-0001' },
      });
    },
    'spinWheel.landing': ({ snapshot }) => {
      // The wheel is told the prize the server named and the server's counts.
      expect(snapshot.context.result?.prize.prizeId).toBe(PRIZE_ID);
      expect(snapshot.context.status?.remainingSpins).toBe(1);
      // The prize joins the top of "my prizes" and becomes the last result shown.
      expect(snapshot.context.status?.myPrizes).toEqual([record]);
      expect(snapshot.context.status?.lastResult).toEqual(record);
    },
    'spinWheel.result': ({ snapshot }) => {
      expect(snapshot.context.result?.prize.prizeId).toBe(PRIZE_ID);
    },
    'spinWheel.noSpinsAdded': ({ snapshot }) => {
      expect(snapshot.context.spinsAdded).toBe(0);
    },
    'spinWheel.checkingAd': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'checkAd').at(-1)).toMatchObject({
        input: { sessionId: 'ad-1' },
      });
    },
  },
  everyStep: ({ snapshot }) => {
    // The page never shows more spins than the server said.
    const remaining = snapshot.context.status?.remainingSpins;
    if (remaining !== undefined) expect(remaining).toBeLessThanOrEqual(3);
  },
});

describeOracle('spin-wheel', suite, spinWheelOracle);

describe('a spin that wins nothing', () => {
  it('is the result shown, but never joins "my prizes", so the list is the one the server keeps', async () => {
    const earlier: SpinRecord = { ...record, recordId: 'rec-0' };
    const miss: SpinRecord = {
      ...record,
      recordId: 'rec-2',
      prize: { prizeId: 'prize_none', kind: 'none', amount: 0, name: 'Thanks for playing' },
    };
    const status: SpinStatus = {
      phase: 'running',
      startsAtMs: 0,
      endsAtMs: 1,
      dailySpins: 3,
      remainingSpins: 2,
      prizes: [],
      lastResult: null,
      myPrizes: [earlier],
      adSpinsLeft: 0,
    };
    const machine = spinWheelMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => status),
        spin: fromPromise(async (): Promise<SpinResult> => ({
          outcome: 'won',
          record: miss,
          dailySpins: 3,
          remainingSpins: 1,
        })),
      },
    });
    const actor = createActor(machine, { input: { canWatchAds: false } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SPIN', idempotencyKey: 'key-0002' });
    const landing = await waitFor(actor, (s) => s.matches('landing'));
    expect(landing.context.result).toEqual(miss);
    expect(landing.context.status?.lastResult).toEqual(miss);
    expect(landing.context.status?.myPrizes).toEqual([earlier]);
    actor.stop();
  });
});
