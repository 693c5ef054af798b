/**
 * Membership on the real page (/membership, SPEC §4 content states, §5 purchaseDiamond from app
 * 2.12, §8 messages): the status, the daily and monthly member claims and the daily limited discount
 * bought in the app (order, the app's payment sheet, the store receipt verified by the server, then
 * the order polled until paid). Effects come from src/features/membership/membership-flow.ts (with
 * machines/membership/order-polling.ts and config.polling.orderStatus).
 *
 * Each path gets a fresh account whose server state (tier, claims and purchase of the day) is the one
 * the path plans, set through the API and the control routes. The world is paused (Playwright's
 * clock) once the page has loaded: the simulated app answers the payment sheet, and the order checks
 * wait, only when a step lets time pass.
 */
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../../server/services/store-sandbox';
import { membershipOracle } from './membership.oracle';
import type {
  EffectObserver,
  FlowAdapter,
  ModelContext,
  ModelHost,
  ModelStep,
  StateObserver,
} from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';
import { storeSession } from '../../e2e/support/sign-in';

// The simulated app's store signs purchase receipts with the local server's sandbox key, so the
// server accepts them (as in the hand-written membership spec).
const STORE = { storeKey: DEFAULT_STORE_SANDBOX_KEY } as const;

export const PATHS = {
  status: '/weaver/api/v1/membership/get_status',
  claim: '/weaver/api/v1/membership/claim',
  createOrder: '/weaver/api/v1/membership/create_order',
  getOrder: '/weaver/api/v1/membership/get_order',
  verifyReceipt: '/weaver/api/v1/membership/verify_receipt',
} as const;
const DEAL_PRODUCT = 'daily_deal_gems';
const DEAL_STORE_PRODUCT = 'talkie.gems.daily_deal';
/** Standard member gems (server/routes/membership.ts claimGems; the hand-written spec says the same). */
const GEMS = { daily: 20, monthly: 300 } as const;
const DEAL_GEMS = 600;
/** config.polling.orderStatus. */
export const ORDER_POLLING = { intervalMs: 2000, maxAttempts: 10, backoff: 1.2 } as const;
export const waitAfterCheck = (n: number): number =>
  Math.round(ORDER_POLLING.intervalMs * ORDER_POLLING.backoff ** (n - 1));

export const TEXT = {
  loading: 'the page shows it is loading (the spinner, or the last screen marked busy)',
  confirming: 'Confirming your payment…',
  purchased: `Purchased! ${DEAL_GEMS} gems added`,
  unconfirmed: 'We could not confirm the result in time. Please check again later.',
} as const;

interface Account {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
  readonly api: { call(endpoint: unknown, body: unknown): Promise<unknown> };
}

/** What the path plans for the loaded status. */
interface World {
  readonly tier: 'none' | 'standard';
  /** The claims show "members only" while the deal can be bought: no real account is like that. */
  readonly statusSaysNotMember: boolean;
  readonly claimedToday: boolean;
  readonly claimedThisMonth: boolean;
  readonly boughtToday: boolean;
}

const resolved = (
  steps: readonly ModelStep[],
  region: 'dailyClaim' | 'monthlyClaim' | 'purchase',
): string | null | undefined => {
  const step = steps.find((s) => s.twinEvent.startsWith(`ALWAYS@ready.${region}.resolving`));
  return step ? step.trueGuard : undefined;
};

export function worldOf(steps: readonly ModelStep[]): World {
  const daily = resolved(steps, 'dailyClaim');
  const monthly = resolved(steps, 'monthlyClaim');
  const deal = resolved(steps, 'purchase');
  const notMember = daily === 'notMember' || monthly === 'notMember';
  // The daily deal needs Standard (server/seed/content.ts): a non-member always sees "available
  // after upgrade". When the path plans members-only claims beside a deal that can be bought (or an
  // update prompt), the account is a Standard member and its status answer says is_member false.
  const statusSaysNotMember = notMember && (deal === null || deal === 'appTooOldToPay');
  return {
    tier: notMember && !statusSaysNotMember ? 'none' : 'standard',
    statusSaysNotMember,
    claimedToday: daily === 'claimedToday',
    claimedThisMonth: monthly === 'claimedThisMonth',
    boughtToday: deal === 'boughtToday',
  };
}

export function worldWords(steps: readonly ModelStep[]): string[] {
  const w = worldOf(steps);
  const lines = [
    `Seed account: a new account (one-click login with a fresh phone number)${w.tier === 'standard' ? ', made a Standard member with POST /__control/membership {tier: "standard"}' : ', not a member'}; its session is stored in the page.`,
  ];
  if (w.claimedToday)
    lines.push(
      'Server state: the account already claimed the daily gems today (membership/claim {claim_type: "daily"}).',
    );
  if (w.claimedThisMonth)
    lines.push(
      'Server state: the account already claimed the monthly gems this month (membership/claim {claim_type: "monthly"}).',
    );
  if (w.boughtToday)
    lines.push(
      `Server state: the account bought the daily limited discount today (membership/create_order, then POST /__control/orders/<order>/status {status: "paid"})${w.tier === 'none' ? ', and its membership ended afterwards (POST /__control/membership {tier: "none"})' : ''}.`,
    );
  if (w.statusSaysNotMember)
    lines.push(
      'The path plans members-only claims beside a deal that can be bought, which no real account shows (the deal needs Standard): the page’s membership/get_status answer is rewritten to is_member false (tier stays "standard").',
    );
  return lines;
}

async function helpers() {
  return import('../../e2e/membership-invitation.helpers');
}

/** The path's account, made once (an `arrange` before the page opens may need its token). */
export async function accountOf(ctx: ModelContext): Promise<Account> {
  if (ctx.memo.account) return ctx.memo.account as Account;
  const { newAccount } = await helpers();
  const { test } = await import('../../e2e/support/fixtures');
  const w = worldOf(ctx.steps);
  const account = (await newAccount(test.info(), w.tier === 'none' && !w.boughtToday ? 'none' : 'standard')) as Account;
  const contract = await import('../../../src/api/contract/membership');
  if (w.claimedToday) await account.api.call(contract.claimMembershipReward, { claim_type: 'daily' });
  if (w.claimedThisMonth) await account.api.call(contract.claimMembershipReward, { claim_type: 'monthly' });
  if (w.boughtToday) {
    const { order } = (await account.api.call(contract.createOrder, { product_id: DEAL_PRODUCT })) as {
      order: { order_id: string };
    };
    await ctx.api.post(`orders/${order.order_id}/status`, { status: 'paid' });
    if (w.tier === 'none') await ctx.api.post('membership', { user_id: account.userId, tier: 'none' });
  }
  ctx.memo.account = account;
  return account;
}

const tokenOf = async (ctx: ModelContext): Promise<string> => (await accountOf(ctx)).authToken;

/** Requests of this path's account on `path`, as the server logged them. */
export async function accountRequests(ctx: ModelContext, path: string) {
  const token = await tokenOf(ctx);
  return (await ctx.api.requests(path)).filter((r) => r.headers['x-token'] === token);
}

/**
 * How long the server holds the answer to a path's last step (a claim, a retry, a reload): past the path's end, so the
 * state it leaves on screen (“Claiming…”, loading) stays however slowly a busy machine gets to check it. Nothing waits
 * for that answer: the page's own timeout runs on its paused clock, and the path ends once the state is seen.
 */
const HELD_PAST_THE_END_MS = 30_000;

/** Holds the next answer on `path` for this account (a real-time delay on the server). */
export async function holdNext(ctx: ModelContext, path: string, ms: number, fail = false): Promise<void> {
  const token = await tokenOf(ctx);
  await ctx.api.fault(
    fail
      ? { path, kind: 'base_resp', status_code: 50000, status_msg: 'injected', latency_ms: ms, count: 1, token }
      : { path, kind: 'latency', latency_ms: ms, count: 1, token },
  );
}

export const isLast = (ctx: ModelContext, step: ModelStep): boolean => ctx.steps.indexOf(step) === ctx.steps.length - 1;
const nextOf = (ctx: ModelContext, step: ModelStep): ModelStep | undefined => ctx.steps[ctx.steps.indexOf(step) + 1];

/** Requests the page sent on `path` (seen in the browser, so also those the server still holds). */
export const pageRequests = (ctx: ModelContext, path: string): { path: string; body: string }[] =>
  ((ctx.memo.sent as { path: string; body: string }[] | undefined) ?? []).filter((r) => r.path === path);

/** Quick polling for things the page does at once. */
export const FAST = { intervals: [25] };

/** Lets the page finish the tasks already queued (the fake clock does not move). */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
}

/** Order checks (membership/get_order) the page sent, and those answered. */
export const orderChecks = (ctx: ModelContext): { sent: number; answered: number } =>
  (ctx.memo.orderChecks as { sent: number; answered: number }) ?? { sent: 0, answered: 0 };

/** The page leaves and comes back into view (the user returns from the app's page or the store). */
export async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

/** Opens /membership for the path's account, and pauses the clock once the page is loaded. */
export async function openMembership(ctx: ModelContext): Promise<void> {
  const { page, context } = ctx;
  const account = await accountOf(ctx);
  const { recordNavigations } = await helpers();
  await storeSession(context, account);
  await recordNavigations(context);
  const checks = { sent: 0, answered: 0 };
  ctx.memo.orderChecks = checks;
  const sent: { path: string; body: string }[] = [];
  ctx.memo.sent = sent;
  page.on(
    'request',
    (r) =>
      void (
        r.url().includes('/weaver/api/') && sent.push({ path: new URL(r.url()).pathname, body: r.postData() ?? '' })
      ),
  );
  page.on('request', (r) => void (r.url().includes(PATHS.getOrder) && checks.sent++));
  page.on('requestfinished', (r) => void (r.url().includes(PATHS.getOrder) && checks.answered++));
  page.on('requestfailed', (r) => void (r.url().includes(PATHS.getOrder) && checks.answered++));
  if (worldOf(ctx.steps).statusSaysNotMember) {
    await page.route(
      (url) => url.pathname === PATHS.status,
      async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...json, is_member: false } });
      },
    );
  }
  await page.goto('/membership');
  await ctx
    .expect(page.getByTestId('membership-content').or(page.getByRole('button', { name: 'Retry' })))
    .toBeVisible({ timeout: 15_000 });
  await page.clock.pauseAt(Date.now() + 1000);
  // The status loads seen so far (the start's load is the first the oracle names).
  ctx.memo.statusLoads = Math.max(0, (await accountRequests(ctx, PATHS.status)).length - 1);
}

const card = (page: Page, which: 'daily' | 'monthly' | 'deal'): Locator =>
  page.getByTestId(which === 'deal' ? 'daily-deal' : `${which}-claim`);

async function cardShows(
  ctx: ModelContext,
  which: 'daily' | 'monthly' | 'deal',
  state: string,
  check: (c: Locator) => Promise<void>,
): Promise<void> {
  const c = card(ctx.page, which);
  await ctx.expect(c).toHaveAttribute('data-state', state);
  await check(c);
}

// ---- the deal: buying through the app, the order checks ----

/** The app's payment sheet answers (the clock moves 50 ms); the receipt reaches the server. */
async function paymentSheetAnswers(ctx: ModelContext): Promise<void> {
  const before = (ctx.memo.sheets as number | undefined) ?? 0;
  await ctx.expect.poll(async () => (await ctx.shellCalls('purchaseDiamond')).length).toBe(before + 1);
  ctx.memo.sheets = before + 1;
  const call = (await ctx.shellCalls('purchaseDiamond')).at(-1);
  ctx.memo.orderId = (call?.params as { order_id?: string } | undefined)?.order_id;
  await ctx.page.clock.runFor(50);
}

/** The receipt was verified; then the order's status is set as the path plans for its first check. */
export async function receiptVerified(ctx: ModelContext): Promise<void> {
  await ctx.expect
    .poll(
      async () =>
        (await accountRequests(ctx, PATHS.verifyReceipt))
          .filter((r) => r.body.includes(String(ctx.memo.orderId)))
          .map((r) => r.status_code),
      { intervals: [50] },
    )
    .toEqual([0]);
  const status = ctx.memo.firstCheck as string | undefined;
  if (status) await ctx.api.post(`orders/${String(ctx.memo.orderId)}/status`, { status });
}

/**
 * Lets the order checks run out: after each answered check the clock moves by the wait the page
 * must keep (2 s × 1.2 per check), until `until` checks were answered. `beforeCheck(n)` runs before
 * check n is let go.
 */
export async function runChecks(
  ctx: ModelContext,
  until: number,
  beforeCheck?: (n: number) => Promise<void>,
): Promise<void> {
  for (;;) {
    // Every check sent has its answer.
    await ctx.expect
      .poll(() => orderChecks(ctx).sent > 0 && orderChecks(ctx).sent === orderChecks(ctx).answered, FAST)
      .toBe(true);
    const { answered } = orderChecks(ctx);
    if (answered >= until) return;
    if (beforeCheck) await beforeCheck(answered + 1);
    await settle(ctx.page);
    await ctx.page.clock.runFor(waitAfterCheck(answered));
    await ctx.expect.poll(() => orderChecks(ctx).sent, FAST).toBe(answered + 1);
  }
}

// ---- observers ----

const claimObservers = (
  region: 'dailyClaim' | 'monthlyClaim',
  which: 'daily' | 'monthly',
): Record<string, StateObserver> => {
  const already = which === 'daily' ? 'Claimed today, come back tomorrow' : 'Claimed this month, come back next month';
  const title = which === 'daily' ? 'the daily member gems card' : 'the monthly member gems card';
  return {
    [`membership.ready.${region}.membersOnly`]: {
      qa: `${title} shows “For Standard and Pro members”, without a “Claim” button`,
      see: (ctx) =>
        cardShows(ctx, which, 'membersOnly', async (c) => {
          await ctx.expect(c).toContainText('For Standard and Pro members');
          await ctx.expect(c.getByRole('button')).toHaveCount(0);
        }),
    },
    [`membership.ready.${region}.claimable`]: {
      qa: `${title} offers “Claim”`,
      see: (ctx) =>
        cardShows(ctx, which, 'claimable', (c) => ctx.expect(c.getByRole('button', { name: 'Claim' })).toBeEnabled()),
    },
    [`membership.ready.${region}.openAppToClaim`]: {
      qa: `${title} says “Open the Talkie app to claim your gems” with “Open Talkie” and “Not now”; nothing is claimed`,
      see: (ctx) =>
        cardShows(ctx, which, 'openAppToClaim', async (c) => {
          await ctx.expect(c.getByRole('group', { name: 'Open the Talkie app to claim your gems' })).toBeVisible();
          await ctx.expect(c.getByRole('button', { name: 'Not now' })).toBeVisible();
          ctx
            .expect(pageRequests(ctx, PATHS.claim).filter((r) => r.body.includes(`"claim_type":"${which}"`)))
            .toHaveLength(0);
        }),
    },
    [`membership.ready.${region}.claiming`]: {
      qa: `${title} shows “Claiming…” (disabled) while the server answers`,
      see: (ctx) =>
        cardShows(ctx, which, 'claiming', (c) =>
          ctx.expect(c.getByRole('button', { name: 'Claiming…' })).toBeDisabled(),
        ),
    },
    [`membership.ready.${region}.claimed`]: {
      qa: `${title} says “Claimed! ${GEMS[which]} gems added”`,
      see: (ctx) =>
        cardShows(ctx, which, 'claimed', (c) =>
          ctx.expect(c.getByRole('status')).toHaveText(`Claimed! ${GEMS[which]} gems added`),
        ),
    },
    [`membership.ready.${region}.claimFailed`]: {
      qa: `${title} says “Claim Failed. Try Later” and offers “Try again”`,
      see: (ctx) =>
        cardShows(ctx, which, 'claimFailed', async (c) => {
          await ctx.expect(c.getByRole('alert')).toHaveText('Claim Failed. Try Later');
          await ctx.expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
        }),
    },
    [`membership.ready.${region}.${which === 'daily' ? 'claimedToday' : 'claimedThisMonth'}`]: {
      qa: `${title} says “${already}”`,
      see: (ctx) =>
        cardShows(ctx, which, which === 'daily' ? 'claimedToday' : 'claimedThisMonth', (c) =>
          ctx.expect(c).toContainText(already),
        ),
    },
  };
};

const dealAlert = (ctx: ModelContext, state: string, text: string, button: string) =>
  cardShows(ctx, 'deal', state, async (c) => {
    await ctx.expect(c.getByRole('alert')).toHaveText(text);
    await ctx.expect(c.getByRole('button', { name: button })).toBeEnabled();
  });

export const dealObservers: Record<string, StateObserver> = {
  'membership.ready.purchase.boughtToday': {
    qa: 'the daily limited discount says “Bought today, come back tomorrow”, without a buy button',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'boughtToday', async (c) => {
        await ctx.expect(c).toContainText('Bought today, come back tomorrow');
        await ctx.expect(c.getByRole('button')).toHaveCount(0);
      }),
  },
  'membership.ready.purchase.availableAfterUpgrade': {
    qa: 'the daily limited discount says “Purchase available after upgrade”, without a buy button',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'availableAfterUpgrade', async (c) => {
        await ctx.expect(c).toContainText('Purchase available after upgrade');
        await ctx.expect(c.getByRole('button')).toHaveCount(0);
      }),
  },
  'membership.ready.purchase.appUpdateRequired': {
    qa: 'the daily limited discount says “Please update the app to purchase” with “Update the app”, and no buy button',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'appUpdateRequired', async (c) => {
        await ctx.expect(c.getByRole('status')).toHaveText('Please update the app to purchase');
        await ctx.expect(c.getByRole('button', { name: 'Update the app' })).toBeEnabled();
        await ctx.expect(c.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
      }),
  },
  'membership.ready.purchase.purchasable': {
    qa: 'the daily limited discount offers “Buy for <price>”',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'purchasable', (c) =>
        ctx.expect(c.getByRole('button', { name: /^Buy for / })).toBeEnabled(),
      ),
  },
  'membership.ready.purchase.openAppToPurchase': {
    qa: 'the daily limited discount says “Open the Talkie app to buy this offer” with “Open Talkie” and “Not now”; no order is made',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'openAppToPurchase', async (c) => {
        await ctx.expect(c.getByRole('group', { name: 'Open the Talkie app to buy this offer' })).toBeVisible();
        await ctx.expect(c.getByRole('button', { name: 'Open Talkie' })).toBeVisible();
        ctx.expect(await accountRequests(ctx, PATHS.createOrder)).toHaveLength(0);
      }),
  },
  'membership.ready.purchase.paying': {
    qa: 'the daily limited discount shows “Waiting for the payment…” (disabled) while the app’s payment sheet is open',
    see: (ctx) =>
      cardShows(ctx, 'deal', 'paying', (c) =>
        ctx.expect(c.getByRole('button', { name: 'Waiting for the payment…' })).toBeDisabled(),
      ),
  },
  'membership.ready.purchase.confirmingOrder': {
    qa: `the daily limited discount shows “${TEXT.confirming}”`,
    see: (ctx) =>
      cardShows(ctx, 'deal', 'confirmingOrder', (c) => ctx.expect(c.getByRole('status')).toHaveText(TEXT.confirming)),
  },
  'membership.ready.purchase.purchased': {
    qa: `the daily limited discount says “${TEXT.purchased}”`,
    see: (ctx) =>
      cardShows(ctx, 'deal', 'purchased', (c) => ctx.expect(c.getByRole('status')).toHaveText(TEXT.purchased)),
  },
  'membership.ready.purchase.paymentCanceled': {
    qa: 'the daily limited discount says “Payment Canceled” and offers “Buy again”',
    see: (ctx) => dealAlert(ctx, 'paymentCanceled', 'Payment Canceled', 'Buy again'),
  },
  'membership.ready.purchase.paymentFailed': {
    qa: 'the daily limited discount says “Oops, an unknown error occurred” and offers “Try again”',
    see: (ctx) => dealAlert(ctx, 'paymentFailed', 'Oops, an unknown error occurred', 'Try again'),
  },
  'membership.ready.purchase.orderUnconfirmed': {
    qa: `the daily limited discount says “${TEXT.unconfirmed}” and offers “Check again”; the order was checked ${ORDER_POLLING.maxAttempts} times`,
    async see(ctx) {
      await dealAlert(ctx, 'orderUnconfirmed', TEXT.unconfirmed, 'Check again');
      ctx.expect((await accountRequests(ctx, PATHS.getOrder)).length).toBe(ORDER_POLLING.maxAttempts);
    },
  },
  'membership.ready.purchase.orderCheckFailed': {
    qa: 'the daily limited discount says “Network Error” and offers “Check again”',
    see: (ctx) => dealAlert(ctx, 'orderCheckFailed', 'Network Error', 'Check again'),
  },
};

const loading: StateObserver = {
  qa: TEXT.loading,
  see: (ctx) =>
    ctx
      .expect(
        ctx.page.getByTestId('loading').or(ctx.page.locator('[data-testid="membership-content"][aria-busy="true"]')),
      )
      .toBeVisible(),
};

// ---- effects ----

export const orderCheckEffect: EffectObserver = {
  qa: () =>
    'the page asks the server for the status of the order it just paid (membership/get_order with that order id)',
  async see(ctx) {
    // As the page sent them: the server logs a request only once answered, and a faulted one without its body.
    await ctx.expect
      .poll(() => pageRequests(ctx, PATHS.getOrder).some((r) => r.body.includes(String(ctx.memo.orderId))))
      .toBe(true);
    ctx.expect(pageRequests(ctx, PATHS.getOrder).every((r) => r.body.includes(String(ctx.memo.orderId)))).toBe(true);
  },
};

const effects: Record<string, EffectObserver> = {
  'request:loadStatus': {
    qa: () => 'the page asks the server for the member status (membership/get_status)',
    async see(ctx) {
      const seen = ((ctx.memo.statusLoads as number | undefined) ?? 0) + 1;
      ctx.memo.statusLoads = seen;
      await ctx.expect.poll(() => pageRequests(ctx, PATHS.status).length).toBeGreaterThanOrEqual(seen);
    },
  },
  'request:claimReward': {
    qa: (e) =>
      `the page asks the server to grant the ${String((('input' in e ? e.input : {}) as { claimType?: string }).claimType)} claim (membership/claim)`,
    async see(ctx, e) {
      const type = (('input' in e ? e.input : {}) as { claimType?: string }).claimType;
      await ctx.expect
        .poll(() => pageRequests(ctx, PATHS.claim).filter((r) => r.body.includes(`"claim_type":"${type}"`)).length)
        .toBeGreaterThan(0);
    },
  },
  'request:purchase': {
    qa: () =>
      `the page creates an order for the daily limited discount (membership/create_order) and the app is asked to open its payment sheet (purchaseDiamond with the store product ${DEAL_STORE_PRODUCT} and that order id)`,
    async see(ctx) {
      await ctx.expect.poll(async () => (await ctx.shellCalls('purchaseDiamond')).length).toBeGreaterThan(0);
      const call = (await ctx.shellCalls('purchaseDiamond')).at(-1);
      const params = call?.params as { product_id?: string; order_id?: string };
      ctx.expect(params.product_id).toBe(DEAL_STORE_PRODUCT);
      const orders = await accountRequests(ctx, PATHS.createOrder);
      ctx.expect(orders.at(-1)?.body).toContain(DEAL_PRODUCT);
      ctx.expect(params.order_id).toMatch(/^ord_/);
    },
  },
  'request:orderPolling': orderCheckEffect,
  openAppUpdate: {
    qa: () =>
      'the page leaves for the app store to update the app (Android: market://details?id=com.weaver.app.prod; iPhone: the App Store page)',
    async see(ctx) {
      const { navigations } = await helpers();
      const store =
        ctx.host.platform === 'android'
          ? 'market://details?id=com.weaver.app.prod'
          : 'https://apps.apple.com/app/id6447009999';
      await ctx.expect.poll(() => navigations(ctx.page)).toEqual([store]);
    },
  },
};

// ---- hosts ----

// statusFromRoute: these paths open the page without the app's auth cookie, so the page loads its own
// status (the oracle's start). The start from the server's render with the member's session is driven
// by tests/e2e/page-ssr-personal.spec.ts (the status in the HTML, no second request, the flow going on).
const APP = { inBrowser: false, appTooOldToPay: false, statusFromRoute: false };
const OLD_APP = { inBrowser: false, appTooOldToPay: true, statusFromRoute: false };
const BROWSER = { inBrowser: true, appTooOldToPay: false, statusFromRoute: false };
const hosts: ModelHost[] = [
  appHost('android', '2.30.0', APP, { scenario: 'app 2.30, member, nothing claimed or bought', shell: STORE }),
  appHost('ios', '2.30.0', APP, { scenario: 'app 2.30, member, nothing claimed or bought', shell: STORE }),
  appHost('android', '2.11.0', OLD_APP, { scenario: 'app 2.11 (too old to pay), member', shell: STORE }),
  appHost('ios', '2.11.0', OLD_APP, { scenario: 'app 2.11 (too old to pay), member', shell: STORE }),
  browserHost('android', BROWSER, { scenario: 'browser, member, nothing claimed or bought' }),
  browserHost('ios', BROWSER, { scenario: 'browser, member, nothing claimed or bought' }),
];

const tapIn = (which: 'daily' | 'monthly' | 'deal', name: string | RegExp) => (ctx: ModelContext) =>
  card(ctx.page, which).getByRole('button', { name }).click();

/** A claim tap: the server's answer is held a moment so “Claiming…” shows (failing when the path says so). */
const claimDriver = (which: 'daily' | 'monthly') => ({
  qa: `Tap “Claim” (or “Try again”) on the ${which} member gems card`,
  async arrange(ctx: ModelContext, step: ModelStep) {
    const next = nextOf(ctx, step);
    // Claimed meanwhile on another device: before the held answer is set up (the claim would take it).
    if (next?.trueGuard === 'alreadyClaimed')
      await (
        await accountOf(ctx)
      ).api.call((await import('../../../src/api/contract/membership')).claimMembershipReward, { claim_type: which });
    await holdNext(ctx, PATHS.claim, isLast(ctx, step) ? HELD_PAST_THE_END_MS : 1500, next?.kind === 'error');
  },
  drive: (ctx: ModelContext) => tapIn(which, /^(Claim|Try again)$/)(ctx),
});

export const membershipAdapter: FlowAdapter = {
  flow: 'membership',
  summary:
    'The /membership page: status, member claims and the daily limited discount bought in the app (effects: src/features/membership/membership-flow.ts).',
  hosts,
  start: {
    qa: (host, steps) => [`Host: ${host.qa}.`, ...worldWords(steps), 'Open /membership.'],
    // The page opens until its status is in (or its load failed): its start is not a place it rests.
    passesThroughStart: true,
    async open(ctx) {
      await openMembership(ctx);
      if (ctx.steps.find((step) => step.kind !== 'always')?.twinEvent === 'SELECT_TIER') {
        // The tabs show once the status is in: the page comes back into view and reloads it slowly.
        await holdNext(ctx, PATHS.status, 5000);
        await comeBack(ctx.page);
      }
    },
  },
  states: {
    'membership.loadingStatus': loading,
    'membership.statusError': {
      qa: 'the screen shows “Oops, something went wrong” (the server failed) with “Retry”',
      async see(ctx) {
        await ctx.expect(ctx.page.getByText('Oops, something went wrong')).toBeVisible();
        await ctx.expect(ctx.page.getByRole('button', { name: 'Retry' })).toBeEnabled();
      },
    },
    ...claimObservers('dailyClaim', 'daily'),
    ...claimObservers('monthlyClaim', 'monthly'),
    ...dealObservers,
  },
  events: {
    'ERROR:loadStatus': {
      qa: 'The member status fails to load (POST /__control/faults: membership/get_status answers base_resp 50000 once, for this account)',
      arrange: async (ctx) => holdNext(ctx, PATHS.status, 0, true),
    },
    'DONE:loadStatus': {
      qa: 'The member status loads (the first one held a moment by the server, so the loading state shows)',
      async arrange(ctx, step) {
        // The page's own first load: held, so the page is seen loading before it is ready.
        if (ctx.steps.find((s) => s.kind !== 'always') === step) await holdNext(ctx, PATHS.status, 1500);
      },
    },
    RETRY: {
      qa: 'Tap “Retry”',
      async arrange(ctx, step) {
        if (isLast(ctx, step)) await holdNext(ctx, PATHS.status, HELD_PAST_THE_END_MS);
      },
      drive: (ctx) => ctx.page.getByRole('button', { name: 'Retry' }).click(),
    },
    RELOAD: {
      qa: 'Leave the page and come back to it (switch to another app and back: the page is hidden, then visible)',
      async arrange(ctx, step) {
        if (isLast(ctx, step)) await holdNext(ctx, PATHS.status, HELD_PAST_THE_END_MS);
      },
      drive: (ctx) => comeBack(ctx.page),
    },
    SELECT_TIER: {
      qa: 'Tap the “Pro” tab while the status is reloading',
      async drive(ctx) {
        const pro = ctx.page.getByRole('tab', { name: 'Pro' });
        await pro.click();
        await ctx.expect(pro).toHaveAttribute('aria-selected', 'true');
      },
    },
    CLAIM_DAILY: claimDriver('daily'),
    CLAIM_MONTHLY: claimDriver('monthly'),
    'CLAIM_DAILY [inBrowser]': { qa: 'Tap “Claim” on the daily member gems card', drive: tapIn('daily', 'Claim') },
    'CLAIM_MONTHLY [inBrowser]': {
      qa: 'Tap “Claim” on the monthly member gems card',
      drive: tapIn('monthly', 'Claim'),
    },
    'DONE:claimDaily [alreadyClaimed]': {
      qa: 'Meanwhile the daily gems were claimed on another device (membership/claim {claim_type: "daily"} for this account before the tap)',
    },
    'DONE:claimMonthly [alreadyClaimed]': {
      qa: 'Meanwhile the monthly gems were claimed on another device (membership/claim {claim_type: "monthly"} for this account before the tap)',
    },
    'DONE:claimDaily': { qa: 'The server grants the daily claim' },
    'DONE:claimMonthly': { qa: 'The server grants the monthly claim' },
    'ERROR:claimDaily': {
      qa: 'The claim fails (POST /__control/faults: membership/claim answers base_resp 50000 once, for this account)',
    },
    'ERROR:claimMonthly': {
      qa: 'The claim fails (POST /__control/faults: membership/claim answers base_resp 50000 once, for this account)',
    },
    DAILY_PROMPT_CLOSED: { qa: 'Tap “Not now” on the daily member gems card', drive: tapIn('daily', 'Not now') },
    MONTHLY_PROMPT_CLOSED: { qa: 'Tap “Not now” on the monthly member gems card', drive: tapIn('monthly', 'Not now') },
    UPDATE_APP: { qa: 'Tap “Update the app”', drive: tapIn('deal', 'Update the app') },
    PURCHASE: {
      qa: 'Tap “Buy for <price>” (or “Buy again” / “Try again”) on the daily limited discount',
      drive: tapIn('deal', /^(Buy for .*|Buy again|Try again)$/),
    },
    PURCHASE_PROMPT_CLOSED: { qa: 'Tap “Not now” on the daily limited discount', drive: tapIn('deal', 'Not now') },
    'DONE:purchase [paymentCanceled]': {
      qa: 'Cancel the app’s payment sheet (the simulated app answers purchaseDiamond with code 1, user cancelled)',
      arrange: (ctx) => ctx.setShellReply('purchaseDiamond', { code: 1, msg: 'user cancelled' }),
      drive: paymentSheetAnswers,
    },
    'ERROR:purchase': {
      qa: 'The app’s payment fails (the simulated app answers purchaseDiamond with code 500)',
      arrange: (ctx) => ctx.setShellReply('purchaseDiamond', { code: 500, msg: 'store unavailable' }),
      drive: paymentSheetAnswers,
    },
    'DONE:purchase': {
      qa: 'Pay in the app’s payment sheet (the simulated app’s store signs a receipt; the page sends it to membership/verify_receipt, which pays the order); the first order check is held a moment by the server',
      async arrange(ctx, step) {
        const next = nextOf(ctx, step);
        const first =
          next?.trueGuard === 'orderCanceled'
            ? 'canceled'
            : next?.twinEvent === 'DONE:orderPolling [else]'
              ? 'pending'
              : undefined;
        if (first) ctx.memo.firstCheck = first;
        await holdNext(ctx, PATHS.getOrder, 1500);
      },
      async drive(ctx) {
        await paymentSheetAnswers(ctx);
        await receiptVerified(ctx);
      },
    },
    'DONE:orderPolling [orderPaid]': { qa: 'The order check answers paid' },
    'DONE:orderPolling [orderCanceled]': {
      qa: 'The order check answers canceled (POST /__control/orders/<order>/status {status: "canceled"} before the first check answers)',
    },
    'DONE:orderPolling': {
      qa: `The order stays pending (POST /__control/orders/<order>/status {status: "pending"} before the first check answers); let the clock run through the waits (2 s, then × 1.2 each) until ${ORDER_POLLING.maxAttempts} checks were answered`,
      drive: (ctx) => runChecks(ctx, ORDER_POLLING.maxAttempts),
    },
    RETRY_ORDER_CHECK: { qa: 'Tap “Check again”', drive: tapIn('deal', 'Check again') },
  },
  notDrivable: {
    'RELOAD [requestRunning]':
      'the cover plans this reload with members-only claims and "bought today", where no claim or payment can be running; a reload while one runs needs a path that rests in claiming, paying or confirmingOrder',
    'ERROR:orderPolling':
      'the order polling never fails as a whole: each failed order check counts as an attempt and the polling goes on (machines/polling), so the page cannot be made to enter orderCheckFailed from outside',
    'membership.ready.purchase.orderCheckFailed RETRY_ORDER_CHECK':
      'orderCheckFailed is entered only by ERROR:orderPolling, which the page cannot be made to take from outside (see above)',
  },
  oracle: membershipOracle,
  effects,
};
