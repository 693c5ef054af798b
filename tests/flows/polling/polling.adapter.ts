/**
 * Order polling on the real page: after a purchase of the daily limited discount in the app, the page
 * checks the order (membership/get_order with the order's id) at once, then after 2 s, growing by
 * 1.2× per check, at most 10 checks (config.polling.orderStatus; SPEC §4 "Polling stops after a
 * maximum number of attempts", §8). Effects: machines/membership/order-polling.ts as provided by
 * src/features/membership/membership-flow.ts (`orderPolling`).
 *
 * Every path starts the same way: a Standard member buys the deal in the app (order, payment sheet,
 * receipt verified), and the server holds the first order check a moment so the order's status can be
 * set for it (POST /__control/orders/<order>/status). The clock is Playwright's: each wait is let pass
 * exactly, so a wrong wait shows.
 */
import { DEFAULT_STORE_SANDBOX_KEY } from '../../../server/services/store-sandbox';
import { pollingOracle } from './polling.oracle';
import type { FlowAdapter, ModelContext } from '../framework/e2e/adapter';
import { appHost } from '../framework/e2e/hosts';
import {
  accountOf,
  holdNext,
  openMembership,
  orderCheckEffect,
  orderChecks,
  ORDER_POLLING,
  PATHS,
  receiptVerified,
  runChecks,
  settle,
  TEXT,
  waitAfterCheck,
} from '../membership/membership.adapter';

const SCENARIO = 'order status (README: 2 s × 1.2, 10 attempts)';
const STORE = { storeKey: DEFAULT_STORE_SANDBOX_KEY } as const;
const deal = (ctx: ModelContext) => ctx.page.getByTestId('daily-deal');

/** What the first order check answers on this path. */
const firstAnswer = (ctx: ModelContext): 'paid' | 'pending' | 'fails' => {
  const first = ctx.steps[0];
  if (first?.twinEvent === 'DONE:check [checkSaysDone]') return 'paid';
  if (first?.twinEvent === 'ERROR:check [else]') return 'fails';
  return 'pending';
};

async function confirming(ctx: ModelContext): Promise<void> {
  await ctx.expect(deal(ctx)).toHaveAttribute('data-state', 'confirmingOrder');
  await ctx.expect(deal(ctx).getByRole('status')).toHaveText(TEXT.confirming);
}

export const pollingAdapter: FlowAdapter = {
  flow: 'polling',
  summary:
    'The order check after buying the daily limited discount on /membership in the app (effects: machines/membership/order-polling.ts via src/features/membership/membership-flow.ts).',
  // The order is polled only after a payment in the app (purchaseDiamond, app 2.12 and later).
  hosts: [
    appHost('android', '2.30.0', {}, { scenario: SCENARIO, shell: STORE }),
    appHost('ios', '2.30.0', {}, { scenario: SCENARIO, shell: STORE }),
  ],
  start: {
    qa: (host, steps) => {
      const first = steps[0]?.twinEvent;
      const answer =
        first === 'DONE:check [checkSaysDone]'
          ? 'stays paid (the receipt paid it)'
          : first === 'ERROR:check [else]'
            ? 'fails (POST /__control/faults: membership/get_order answers base_resp 50000 once, for this account), and the order is set back to pending'
            : 'finds the order pending (POST /__control/orders/<order>/status {status: "pending"} while the server holds the check)';
      return [
        `Host: ${host.qa}.`,
        'Seed account: a new account made a Standard member (POST /__control/membership {tier: "standard"}); its session is stored in the page.',
        'Open /membership and tap “Buy for <price>” on the daily limited discount; pay in the app’s payment sheet (the simulated app’s store signs the receipt; membership/verify_receipt pays the order).',
        first === 'DONE:check [checkSaysDone]'
          ? `The first order check (membership/get_order) ${answer}.`
          : `The first order check (membership/get_order, held 1.5 s by the server: POST /__control/faults latency) ${answer}.`,
      ];
    },
    async open(ctx) {
      await accountOf(ctx);
      await openMembership(ctx);
      const answer = firstAnswer(ctx);
      if (answer !== 'paid') await holdNext(ctx, PATHS.getOrder, 1500, answer === 'fails');
      ctx.memo.firstCheck = answer === 'paid' ? undefined : 'pending';
      await deal(ctx)
        .getByRole('button', { name: /^Buy for / })
        .click();
      await ctx.expect.poll(async () => (await ctx.shellCalls('purchaseDiamond')).length).toBe(1);
      ctx.memo.orderId = ((await ctx.shellCalls('purchaseDiamond'))[0]?.params as { order_id?: string }).order_id;
      await ctx.page.clock.runFor(50);
      await receiptVerified(ctx);
      if (answer !== 'paid') await confirming(ctx);
    },
  },
  states: {
    'polling.checking': {
      qa: `another check of the same order reaches the server; the deal still shows “${TEXT.confirming}”`,
      async see(ctx) {
        const before = (ctx.memo.checksBefore as number | undefined) ?? 0;
        await ctx.expect.poll(() => orderChecks(ctx).sent).toBe(before + 1);
        await confirming(ctx);
      },
    },
    'polling.waiting': {
      qa: `the deal still shows “${TEXT.confirming}”; no new check for the wait after this check (2 s after the first, × 1.2 after each next one) less 1 ms`,
      async see(ctx) {
        await ctx.expect.poll(() => orderChecks(ctx).answered).toBeGreaterThan(0);
        const { answered } = orderChecks(ctx);
        ctx.memo.checksBefore = answered;
        await confirming(ctx);
        await settle(ctx.page);
        await ctx.page.clock.runFor(waitAfterCheck(answered) - 1);
        await settle(ctx.page);
        ctx.expect(orderChecks(ctx).sent).toBe(answered);
      },
    },
    'polling.succeeded': {
      qa: `the deal says “${TEXT.purchased}”`,
      async see(ctx) {
        await ctx.expect(deal(ctx)).toHaveAttribute('data-state', 'purchased');
        await ctx.expect(deal(ctx).getByRole('status')).toHaveText(TEXT.purchased);
      },
    },
    'polling.exceeded': {
      qa: `the deal says “${TEXT.unconfirmed}” with “Check again”; exactly ${ORDER_POLLING.maxAttempts} checks were made, and no more come`,
      async see(ctx) {
        await ctx.expect(deal(ctx)).toHaveAttribute('data-state', 'orderUnconfirmed');
        await ctx.expect(deal(ctx).getByRole('alert')).toHaveText(TEXT.unconfirmed);
        await ctx.expect(deal(ctx).getByRole('button', { name: 'Check again' })).toBeEnabled();
        await ctx.page.clock.runFor(60_000);
        await settle(ctx.page);
        ctx.expect(orderChecks(ctx).sent).toBe(ORDER_POLLING.maxAttempts);
      },
    },
  },
  events: {
    'DONE:check [checkSaysDone]': { qa: 'The first order check answers paid' },
    'DONE:check [noAttemptsLeft]': {
      qa: `Let the clock run through each wait; every check answers pending, up to the ${ORDER_POLLING.maxAttempts}th`,
      drive: (ctx) => runChecks(ctx, ORDER_POLLING.maxAttempts),
    },
    'ERROR:check [noAttemptsLeft]': {
      qa: `Let the clock run through each wait; the checks answer pending, and the ${ORDER_POLLING.maxAttempts}th fails (POST /__control/faults: membership/get_order answers base_resp 50000 once, for this account)`,
      drive: (ctx) =>
        runChecks(ctx, ORDER_POLLING.maxAttempts, async (n) => {
          if (n === ORDER_POLLING.maxAttempts) await holdNext(ctx, PATHS.getOrder, 0, true);
        }),
    },
    'ERROR:check [else]': { qa: 'The first order check fails' },
    'DONE:check [else]': { qa: 'The first order check answers pending' },
    'AFTER:pollInterval': {
      qa: 'Wait 1 ms more (the whole wait has passed)',
      async drive(ctx) {
        await ctx.page.clock.runFor(1);
      },
    },
  },
  notDrivable: {
    STOP: 'the membership page never stops its order polling with STOP (no caller in src/): the polling ends only with an answer or its maximum',
    CHECK_NOW:
      'the membership page never asks its order polling for a check at once (CHECK_NOW has no caller in src/; coming back to the page reloads the status, which waits while the order is checked)',
  },
  oracle: pollingOracle,
  effects: {
    'request:check': orderCheckEffect,
  },
};
