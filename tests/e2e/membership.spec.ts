import { MembershipPaths } from '../../src/api/contract/membership';
import { getGemBalance } from '../../src/api/contract/user';
import { transactionOf } from '../server/support/store';
import { expect, test } from './support/fixtures';
import {
  appContext,
  browserContext,
  controlFor,
  navigations,
  newAccount,
  ONE_PROJECT,
  recordNavigations,
  shellCalls,
} from './membership-invitation.helpers';
import { appUserOf, storeSession } from './support/sign-in';
import { scaled } from './support/timeouts';

/**
 * The membership page against the local API server, inside the simulated Talkie app and in a mobile
 * browser: claims, the daily limited discount purchase with order polling, the update prompt of an
 * app too old to pay, and open-in-app for browser visitors.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'flows do not depend on the device profile');
});

const CLAIM_PATH = '/weaver/api/v1/membership/claim';

// Claims share one server-wide fault (claim failure), so they run one after another in one worker.
test.describe('claims inside the app', () => {
  test.describe.configure({ mode: 'serial' });

  test('a member claims the daily and monthly gems; reloaded, the page says come back tomorrow / next month', async ({
    browser,
  }, testInfo) => {
    const member = await newAccount(testInfo, 'standard');
    // Logged in to the app only: the page takes the app's account (no session stored in the page).
    const context = await appContext(browser, testInfo, {
      user: appUserOf(member),
    });
    const page = await context.newPage();
    await page.goto('/membership');

    const daily = page.getByTestId('daily-claim');
    const monthly = page.getByTestId('monthly-claim');
    await expect(page.getByTestId('member-summary')).toContainText('Standard member');
    await expect(daily).toHaveAttribute('data-state', 'claimable');
    await daily.getByRole('button', { name: 'Claim' }).click();
    await expect(daily.getByRole('status')).toHaveText('Claimed! 20 gems added');
    await monthly.getByRole('button', { name: 'Claim' }).click();
    await expect(monthly.getByRole('status')).toHaveText('Claimed! 300 gems added');

    await page.reload();
    await expect(daily).toHaveAttribute('data-state', 'claimedToday');
    await expect(daily).toContainText('Claimed today, come back tomorrow');
    await expect(monthly).toHaveAttribute('data-state', 'claimedThisMonth');
    await expect(monthly).toContainText('Claimed this month, come back next month');
    const balance = await member.api.call(getGemBalance, {});
    expect(balance.total_gems).toBe(320);

    // The claim taps reached analytics as click events of this user.
    await expect
      .poll(
        async () =>
          (await controlFor(testInfo).events({ event_name: 'membership_claim_click' })).filter(
            (e) => e.event_data.common_params.user_id === member.userId,
          ).length,
      )
      .toBe(2);
    await context.close();
  });

  test('a failed claim says Claim Failed. Try Later, and trying again claims once', async ({ browser }, testInfo) => {
    const control = controlFor(testInfo);
    const member = await newAccount(testInfo, 'standard');
    const context = await appContext(browser, testInfo);
    await storeSession(context, member);
    const page = await context.newPage();
    await page.goto('/membership');
    const daily = page.getByTestId('daily-claim');
    await expect(daily).toHaveAttribute('data-state', 'claimable');

    // Scoped to this member: a claim of another test on the same server is not touched.
    await control.addFault({
      path: CLAIM_PATH,
      kind: 'base_resp',
      status_code: 50000,
      status_msg: 'injected',
      count: 1,
      token: member.authToken,
    });
    try {
      await daily.getByRole('button', { name: 'Claim' }).click();
      await expect(daily.getByRole('alert')).toHaveText('Claim Failed. Try Later');
    } finally {
      await control.clearFaults(CLAIM_PATH);
    }
    await daily.getByRole('button', { name: 'Try again' }).click();
    await expect(daily.getByRole('status')).toHaveText('Claimed! 20 gems added');
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(20);
    await context.close();
  });

  test('a claim whose answer was lost (the server granted it): Try again answers that claim, one grant of 20 gems', async ({
    browser,
  }, testInfo) => {
    const control = controlFor(testInfo);
    const member = await newAccount(testInfo, 'standard');
    const context = await appContext(browser, testInfo);
    await storeSession(context, member);
    const page = await context.newPage();
    await page.goto('/membership');
    const daily = page.getByTestId('daily-claim');
    await expect(daily).toHaveAttribute('data-state', 'claimable');
    await control.addFault({
      path: CLAIM_PATH,
      kind: 'http_error',
      http_status: 502,
      phase: 'after',
      count: 1,
      token: member.authToken,
    });
    await daily.getByRole('button', { name: 'Claim' }).click();
    await expect(daily.getByRole('alert')).toHaveText('Claim Failed. Try Later');
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(20);
    await daily.getByRole('button', { name: 'Try again' }).click();
    await expect(daily.getByRole('status')).toHaveText('Claimed! 20 gems added');
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(20);
    const claims = (await control.requests(CLAIM_PATH)).filter((r) => r.headers['x-token'] === member.authToken);
    // Both sends carry the same key: the server answered the second with the first claim.
    const keys = claims.map((r) => (JSON.parse(r.body) as { idempotency_key?: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    await context.close();
  });
});

test.describe('the daily limited discount inside the app', () => {
  test("paid: the store's receipt is verified by the server, the order polled until paid; a refund takes the gems back", async ({
    browser,
  }, testInfo) => {
    const member = await newAccount(testInfo, 'standard');
    const context = await appContext(browser, testInfo);
    await storeSession(context, member);
    const page = await context.newPage();
    await page.goto('/membership');
    const deal = page.getByTestId('daily-deal');
    await expect(deal).toHaveAttribute('data-state', 'purchasable');
    // Inside an app that can ask its store (2.28.0 and later), the store's price is shown.
    await expect(deal).toHaveAttribute('data-price-source', 'store');
    await deal.getByRole('button', { name: 'Buy for $0.99' }).click();

    // The simulated app's store signed a receipt; the page handed it to the server, which paid the order.
    await expect(deal.getByRole('status')).toHaveText('Purchased! 600 gems added', { timeout: scaled(10_000) });
    const [call] = await shellCalls(page, 'purchaseDiamond');
    const orderId = (call?.params as { order_id: string }).order_id;
    const verifications = (await controlFor(testInfo).requests(MembershipPaths.verifyReceipt)).filter((r) =>
      r.body.includes(orderId),
    );
    expect(verifications.map((r) => r.status_code)).toEqual([0]);
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(600);

    await page.reload();
    await expect(deal).toHaveAttribute('data-state', 'boughtToday');
    await expect(deal).toContainText('Bought today, come back tomorrow');

    // The store refunds the purchase (its server notification): the 600 gems are gone.
    const { receipt } = JSON.parse(verifications[0]?.body ?? '{}') as { receipt: string };
    await controlFor(testInfo).storeNotification('refund', transactionOf(receipt));
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(0);
    await context.close();
  });

  test('a receipt the server cannot verify is refused with its message, and nothing is added', async ({
    browser,
  }, testInfo) => {
    const member = await newAccount(testInfo, 'standard');
    // An app whose store signs with another key: what a forged receipt looks like to the server.
    const context = await appContext(browser, testInfo, { storeKey: 'not-the-sandbox-key' });
    await storeSession(context, member);
    const page = await context.newPage();
    await page.goto('/membership');
    const deal = page.getByTestId('daily-deal');
    await deal.getByRole('button', { name: /^Buy for/ }).click();
    await expect(deal.getByRole('alert')).toHaveText(
      'We could not verify this purchase with the store, so nothing was added. If you were charged, contact support.',
    );
    await expect(deal.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect((await member.api.call(getGemBalance, {})).total_gems).toBe(0);
    await context.close();
  });

  test('payment never confirmed: polling stops at its maximum with its message; checking again sees it paid', async ({
    browser,
  }, testInfo) => {
    const member = await newAccount(testInfo, 'standard');
    const context = await appContext(browser, testInfo);
    await storeSession(context, member);
    const page = await context.newPage();
    // The receipt is verified, but every order check of this page is lost on the way.
    let checks = 0;
    const orderChecks = new RegExp(`${MembershipPaths.getOrder}(\\?|$)`);
    await page.route(orderChecks, (route) => {
      checks += 1;
      return route.abort('failed');
    });
    await page.clock.install();
    await page.goto('/membership');
    const deal = page.getByTestId('daily-deal');
    await deal.getByRole('button', { name: /^Buy for/ }).click();
    await expect(deal).toHaveAttribute('data-state', 'confirmingOrder');

    // Jump over each wait between checks (2 s growing by 1.2×, at most ~8.6 s) until the page gives up.
    await expect(async () => {
      await page.clock.fastForward(9_000);
      await expect(deal).toHaveAttribute('data-state', 'orderUnconfirmed', { timeout: 300 });
    }).toPass({ timeout: scaled(20_000), intervals: [100] });
    await expect(deal.getByRole('alert')).toHaveText(
      'We could not confirm the result in time. Please check again later.',
    );
    // Exactly config.polling.orderStatus.maxAttempts (10) checks were made.
    expect(checks).toBe(10);

    await page.unroute(orderChecks);
    await deal.getByRole('button', { name: 'Check again' }).click();
    await expect(deal.getByRole('status')).toHaveText('Purchased! 600 gems added', { timeout: scaled(10_000) });
    await context.close();
  });

  test('an app too old to pay shows the update prompt (server prices), not a dead button', async ({
    browser,
  }, testInfo) => {
    const member = await newAccount(testInfo, 'standard');
    const context = await appContext(browser, testInfo, { appVersion: '2.10.0' });
    await storeSession(context, member);
    await recordNavigations(context);
    const page = await context.newPage();
    await page.goto('/membership');
    const deal = page.getByTestId('daily-deal');
    await expect(deal).toHaveAttribute('data-state', 'appUpdateRequired');
    await expect(deal).toHaveAttribute('data-price-source', 'server');
    await expect(deal).toContainText('Please update the app to purchase');
    await expect(deal.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    await deal.getByRole('button', { name: 'Update the app' }).click();
    await expect.poll(() => navigations(page)).toEqual(['market://details?id=com.weaver.app.prod']);
    // Claims need no bridge method: they still work.
    await expect(page.getByTestId('daily-claim')).toHaveAttribute('data-state', 'claimable');
    await context.close();
  });
});

test.describe('in a mobile browser', () => {
  test('a visitor sees members-only claims and the upgrade note; Subscribe says the app is needed and offers Open Talkie or Not now', async ({
    browser,
  }, testInfo) => {
    const context = await browserContext(browser, testInfo);
    await recordNavigations(context);
    const page = await context.newPage();
    await page.goto('/membership?entrance=banner&to_vip_type=2');
    await expect(page.getByTestId('member-summary')).toContainText('You are not a member yet');
    await expect(page.getByTestId('daily-claim')).toContainText('For Standard and Pro members');
    await expect(page.getByTestId('daily-deal')).toHaveAttribute('data-state', 'availableAfterUpgrade');
    await expect(page.getByTestId('daily-deal')).toContainText('Purchase available after upgrade');
    // to_vip_type=2 opens the Pro tab.
    await expect(page.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    // A browser cannot subscribe: the tap says so in words and offers Open Talkie or Not now, as the daily deal does.
    await page.getByTestId('plan-action-pro_monthly').click();
    const prompt = page.getByTestId('plan-prompt-pro_monthly');
    await expect(prompt).toContainText('Open the Talkie app to subscribe');
    await expect(prompt.getByRole('button', { name: 'Not now' })).toBeVisible();
    expect(await navigations(page)).toEqual([]);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await navigations(page)).toEqual([]);
    // Open Talkie opens the app's membership page from that tap, and says it is doing so.
    await page.getByTestId('plan-action-pro_monthly').click();
    await prompt.getByRole('button', { name: 'Open Talkie' }).click();
    await expect(page.getByTestId('open-app-status')).toContainText('Opening Talkie…');
    await expect
      .poll(() => navigations(page))
      .toEqual([expect.stringMatching(/^talkie:\/\/.*entrance=banner.*to_vip_type=2/)]);
    await context.close();
  });
});
