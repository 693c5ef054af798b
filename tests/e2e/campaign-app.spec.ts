import type { Page } from '@playwright/test';
import { getEasterEgg, getSpinStatus } from '../../src/api/contract/campaign';
import { expect, test } from './support/fixtures';
import {
  appContext,
  browserContext,
  newAccount,
  ONE_PROJECT,
  shellCalls,
  type TestAccount,
} from './membership-invitation.helpers';
import { appUserOf, storeSession } from './support/sign-in';

/**
 * The campaign pages' manners: reduced motion (no turning, the prize highlighted and announced), and
 * what they ask of the app (push permission for "remind me", saving a prize card, the app's toast)
 * against an in-page message in a browser. One device profile: none of it depends on the device.
 */

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(
    testInfo.project.name !== ONE_PROJECT,
    'campaign bridge calls and reduced motion do not depend on the device profile',
  );
});

const appUser = (account: TestAccount) => ({ user: appUserOf(account) });

/** What the page should say for the prize the server named (English texts). */
const wonText = (prize: { kind: string; name: string }) =>
  prize.kind === 'none' ? 'No prize this time. Try again!' : `You won ${prize.name}!`;

/** Spins once and waits for the result; resolves with the prize the server recorded. */
async function spinOnce(page: Page, account: TestAccount, timeout = 15_000) {
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout });
  const prize = (await account.api.call(getSpinStatus, { event_id: 'spin_summer' })).last_result?.prize;
  if (!prize) throw new Error('the server recorded no result');
  return prize;
}

test('with reduced motion the wheel does not turn: the prize is highlighted and announced', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await browserContext(browser, testInfo);
  await storeSession(context, account);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Counts every animation the page starts (Web Animations), so "no turning" is observed, not assumed.
  await page.addInitScript(() => {
    const w = window as unknown as { __animations: number };
    w.__animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<typeof animate>) {
      w.__animations += 1;
      return animate.apply(this, args);
    };
  });
  await page.goto('/spin_wheel');
  await expect(page.getByTestId('spin-wheel')).toHaveAttribute('data-still', 'true');
  // Shown as soon as the server answers: well before the 8 s after which a wheel that never reports is given up on.
  const prize = await spinOnce(page, account, 5_000);
  await expect(page.getByTestId('spin-result')).toHaveAttribute('data-prize-id', prize.prize_id);
  await expect(page.getByTestId('spin-announcement')).toHaveText(wonText(prize));
  await expect(page.getByTestId('spin-announcement')).toHaveAttribute('aria-live', 'polite');
  // The won slice is highlighted, and it is the only one.
  await expect(page.locator('.cp-slice--won')).toHaveCount(1);
  await expect(page.locator('.cp-slice--won')).toHaveAttribute('data-prize-id', prize.prize_id);
  const rotor = page.getByTestId('wheel-rotor');
  expect(await rotor.evaluate((el) => ({ inline: el.style.transform, running: el.getAnimations().length }))).toEqual({
    inline: '',
    running: 0,
  });
  expect(await page.evaluate(() => (window as unknown as { __animations: number }).__animations)).toBe(0);
  await context.close();
});

test('"remind me" for an event not started asks the app for push permission, then says so with the app’s toast', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appContext(browser, testInfo, {
    ...appUser(account),
    replies: { checkPushPermission: { data: { granted: false } } },
  });
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/spin_wheel?event_id=spin_upcoming');
  await expect(page.getByTestId('event-not-started')).toBeVisible();
  await page.getByRole('button', { name: 'Remind me' }).click();
  await expect
    .poll(async () => (await shellCalls(page, 'showToast')).map((c) => c.params))
    .toEqual([{ message: 'We will remind you when it starts' }]);
  const [check] = await shellCalls(page, 'checkPushPermission');
  const [request] = await shellCalls(page, 'requestPushPermission');
  expect(check && request && check.at <= request.at).toBe(true);
  // Inside the app the page's own toast stays away.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await context.close();
});

test('a won prize card is saved to the phone’s photos through the app, as a picture the server serves', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appContext(browser, testInfo, appUser(account));
  await storeSession(context, account);
  const page = await context.newPage();
  await page.goto('/spin_wheel');
  // "Thanks for playing" has no card: spin again (3 spins a day; all three empty is under 1 %).
  let prize = await spinOnce(page, account);
  for (let spin = 1; prize.kind === 'none' && spin < 3; spin += 1) {
    await page.getByTestId('result-ok').click();
    prize = await spinOnce(page, account);
  }
  test.skip(prize.kind === 'none', 'three empty draws in a row: nothing to save');
  await page.getByRole('button', { name: 'Save prize card' }).click();
  await expect
    .poll(async () => (await shellCalls(page, 'showToast')).map((c) => c.params))
    .toContainEqual({ message: 'Saved to your photos' });
  const [save] = await shellCalls(page, 'saveImageToPhotosAlbum');
  const url = (save?.params as { url?: string } | undefined)?.url ?? '';
  expect(url).toContain(prize.prize_id);
  const image = await page.request.get(url);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});

test('the found egg is said once by the page’s own status, inside the app and in a browser (no second toast)', async ({
  browser,
}, testInfo) => {
  const found = 'You found the egg! 25 gems added.';
  const inApp = await newAccount(testInfo);
  const app = await appContext(browser, testInfo, appUser(inApp));
  await storeSession(app, inApp);
  const appPage = await app.newPage();
  await appPage.goto('/activity/easter_egg');
  await appPage
    .getByTestId(`egg-spot-${(await inApp.api.call(getEasterEgg, { event_id: 'easter_egg' })).egg_spot}`)
    .click();
  await expect(appPage.getByTestId('egg-notice')).toHaveText(found);
  await expect(appPage.getByTestId('egg-notice')).toHaveAttribute('role', 'status');
  expect(await shellCalls(appPage, 'showToast')).toEqual([]);
  await expect(appPage.getByTestId('toast')).toHaveCount(0);
  await app.close();

  const visitor = await newAccount(testInfo);
  const web = await browserContext(browser, testInfo);
  await storeSession(web, visitor);
  const webPage = await web.newPage();
  await webPage.goto('/activity/easter_egg');
  await webPage
    .getByTestId(`egg-spot-${(await visitor.api.call(getEasterEgg, { event_id: 'easter_egg' })).egg_spot}`)
    .click();
  await expect(webPage.getByTestId('egg-notice')).toHaveText(found);
  await expect(webPage.getByTestId('toast')).toHaveCount(0);
  await web.close();
});

test('inside the app the event pages send the app their title and show it on the page', async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const context = await appContext(browser, testInfo, appUser(account));
  await storeSession(context, account);
  const page = await context.newPage();
  for (const [url, title, ready] of [
    ['/spin_wheel', 'Spin Wheel', 'spin-page'],
    ['/summer', 'Summer Event', 'summer-page'],
    ['/activity/easter_egg', 'Easter Egg', 'egg-page'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId(ready)).toBeVisible();
    // The app draws its own header: the page hands it the title, and names itself with a visible heading.
    await expect
      .poll(async () => (await shellCalls(page, 'setPageTitle')).map((call) => call.params))
      .toContainEqual({ title });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await context.close();
});
