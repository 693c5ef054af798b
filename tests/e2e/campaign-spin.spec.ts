import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getCampaignEvent, getSpinStatus, spinWheel } from '../../src/api/contract/campaign';
import { expect, test } from './support/fixtures';
import {
  appContext,
  browserContext,
  controlFor,
  newAccount,
  shellCalls,
  type TestAccount,
} from './membership-invitation.helpers';
import { appUserOf, storeSession } from './support/sign-in';

/**
 * The spin wheel against the local API server: the server's prize in words and under the pointer,
 * one spin per tap, rewarded ads only through the server, closed events, and a countdown that follows
 * the server's clock when the phone's is an hour off. Every test runs on both device profiles.
 */

const SPIN_PATH = spinWheel.path;

async function openSpin(page: Page, url = '/spin_wheel') {
  await page.goto(url);
  await expect(page.getByTestId('spin-page')).toBeVisible();
}

async function spendAll(account: TestAccount, eventId = 'spin_summer') {
  const status = await account.api.call(getSpinStatus, { event_id: eventId });
  for (let i = 0; i < status.remaining_spins; i += 1)
    await account.api.call(spinWheel, { event_id: eventId, idempotency_key: `spend-${Date.now()}-${i}` });
}

/** Which slice sits under the pointer at the top for the wheel's current angle. */
async function prizeUnderPointer(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const rotor = document.querySelector<HTMLElement>('[data-testid="wheel-rotor"]');
    const angle = Number(rotor?.dataset.angle ?? '0');
    const atTop = (360 - angle + 360) % 360;
    for (const slice of document.querySelectorAll<SVGGElement>('[data-prize-id][data-from]')) {
      if (atTop >= Number(slice.dataset.from) && atTop < Number(slice.dataset.to)) return slice.dataset.prizeId ?? null;
    }
    return null;
  });
}

test('a spin shows the prize the server named, in words and under the pointer; counts are the server’s', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await openSpin(page);
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', '3');
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  const server = await account.api.call(getSpinStatus, { event_id: 'spin_summer' });
  const won = server.last_result?.prize.prize_id;
  expect(won).toBeTruthy();
  await expect(page.getByTestId('spin-result')).toHaveAttribute('data-prize-id', won ?? '');
  expect(await prizeUnderPointer(page)).toBe(won);
  await expect(page.getByTestId('spin-announcement')).not.toBeEmpty();
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', String(server.remaining_spins));
  expect(server.remaining_spins).toBe(2);
  await context.close();
});

test('a double tap spins once at the server', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await openSpin(page);
  await page.getByTestId('spin-button').dblclick();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  expect((await account.api.call(getSpinStatus, { event_id: 'spin_summer' })).remaining_spins).toBe(2);
  // Requests of this (fresh) account only: other tests may spin meanwhile.
  const mine = (await controlFor(testInfo).requests(SPIN_PATH)).filter((r) => r.query.user_id === account.userId);
  expect(mine).toHaveLength(1);
  await context.close();
});

test('inside the app with no spins: an ad adds a spin through the server', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  await spendAll(account);
  const context = await appContext(browser, testInfo, { user: appUserOf(account) });
  await storeSession(context, account);
  const page = await context.newPage();
  await openSpin(page);
  await expect(page.getByTestId('no-spins')).toBeVisible();
  await page.getByTestId('watch-ad').click();
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', '1');
  await expect(page.getByTestId('spin-page')).toHaveAttribute('data-state', 'ready');
  expect((await shellCalls(page, 'watchAd'))[0]?.params).toMatchObject({
    ad_scene: expect.any(String),
    custom_data: expect.stringMatching(/^ad_/),
  });
  await context.close();
});

test('closed events: ended, closed for now; the grid draw works on the same rules', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await openSpin(page, '/spin_wheel?event_id=spin_ended');
  await expect(page.getByTestId('event-ended')).toHaveText('The event has ended');
  await expect(page.getByTestId('spin-button')).toHaveCount(0);
  await openSpin(page, '/spin_wheel?event_id=spin_paused');
  await expect(page.getByTestId('event-paused')).toHaveText('The event is ended for now');
  await openSpin(page, '/spin_wheel_v2');
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  const won = (await account.api.call(getSpinStatus, { event_id: 'spin_grid' })).last_result?.prize.prize_id ?? '';
  await expect(page.getByTestId('spin-result')).toHaveAttribute('data-prize-id', won);
  await expect(page.getByTestId('spin-grid')).toHaveAttribute('data-lit', won);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await context.close();
});

test('the countdown follows the server clock when the phone clock is an hour ahead', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  const HOUR = 60 * 60 * 1000;
  await page.clock.install({ time: new Date(Date.now() + HOUR) });
  // The local API refuses x-timestamp more than 5 minutes off: the page signs again with the time the
  // refusal states, then keeps signing with it.
  await openSpin(page, '/spin_wheel?event_id=spin_upcoming');
  await expect(page.getByTestId('event-not-started')).toBeVisible();
  const { event, server_time_ms } = await account.api.call(getCampaignEvent, { event_id: 'spin_upcoming' });
  const expected = event.starts_at_ms - server_time_ms;
  const shown = Number(
    await page.getByTestId('event-not-started').getByTestId('countdown').getAttribute('data-remaining-ms'),
  );
  expect(Math.abs(shown - expected)).toBeLessThan(60_000);
  // The event's dates are shown in the visitor's time zone, from the server's absolute times.
  await expect(page.getByTestId('event-dates')).toBeVisible();
  await context.close();
});

test('a no-prize result is never listed as a prize: not right after the spin, not after a reload', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  // The server's draw is random: this spin answers the wheel's miss, as the server would record it.
  await page.route(`**${SPIN_PATH}*`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        base_resp: { status_code: 0, status_msg: 'success' },
        result: {
          record_id: 'rec_e2e_miss',
          prize: { prize_id: 'prize_none', kind: 'none', amount: 0, name: 'Thanks for playing' },
          won_at_ms: Date.now(),
          status: 'credited',
          expires_at_ms: null,
          claim_deadline_ms: null,
        },
        daily_spins: 3,
        remaining_spins: 2,
        server_time_ms: Date.now(),
      }),
    }),
  );
  await openSpin(page);
  const prizes = page.getByRole('region', { name: 'My prizes' });
  const before = await prizes.innerText();
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toHaveAttribute('data-prize-id', 'prize_none', { timeout: 15_000 });
  await expect(page.getByTestId('spin-announcement')).toHaveText('No prize this time. Try again!');
  await expect(prizes).not.toContainText('Thanks for playing');
  await expect(prizes).toContainText('No prizes yet. Spin to win!');
  expect(await prizes.innerText()).toBe(before);
  await page.reload();
  await expect(page.getByTestId('spin-page')).toBeVisible();
  await expect(prizes).toContainText('No prizes yet. Spin to win!');
  expect(await prizes.innerText()).toBe(before);
  await context.close();
});

test('a spin whose answer was lost (the server spun): the retry answers that spin, one spin used', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await openSpin(page);
  await expect(page.getByTestId('spin-counts')).toHaveAttribute('data-remaining', '3');
  await controlFor(testInfo).addFault({
    path: SPIN_PATH,
    kind: 'http_error',
    http_status: 502,
    phase: 'after',
    count: 1,
    token: account.authToken,
  });
  await page.getByTestId('spin-button').click();
  const failed = page.getByRole('alert').filter({ hasText: 'Oops, something went wrong' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  expect((await account.api.call(getSpinStatus, { event_id: 'spin_summer' })).remaining_spins).toBe(2);
  await failed.getByRole('button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  const server = await account.api.call(getSpinStatus, { event_id: 'spin_summer' });
  expect(server.remaining_spins).toBe(2);
  await expect(page.getByTestId('spin-result')).toHaveAttribute(
    'data-prize-id',
    server.last_result?.prize.prize_id ?? 'none',
  );
  const keys = (await controlFor(testInfo).requests(SPIN_PATH))
    .filter((r) => r.query.user_id === account.userId)
    .map((r) => (JSON.parse(r.body) as { idempotency_key: string }).idempotency_key);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await context.close();
});
