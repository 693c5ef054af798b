import type { BrowserContext, TestInfo } from '@playwright/test';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { isDataCall, markServerMarkup, keptServerMarkup, openServerRendered } from './support/server-markup';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import {
  baseUrlOf,
  browserContext,
  controlFor,
  newAccount,
  ONE_PROJECT,
  type TestAccount,
} from './membership-invitation.helpers';
import { storeSession, storeSessionCookie } from './support/sign-in';

/**
 * Personal pages with the app's session: the webview carries the auth cookie (SPEC §3), so the server
 * renders the visitor's own data into the HTML; the app takes the page over without a mismatch and
 * without asking again. A cookie of another visitor than the one logged in never leaves their data
 * on screen.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const DAY = 24 * 3600 * 1000;

/** The cookie the app's webview carries for the account (the page writes the same after a login). */
async function addAuthCookie(context: BrowserContext, testInfo: TestInfo, account: TestAccount) {
  await storeSessionCookie(context, account, baseUrlOf(testInfo));
}

async function accountWithDraws(testInfo: TestInfo, count: number) {
  const account = await newAccount(testInfo);
  const control = controlFor(testInfo);
  const noonYesterday = Math.floor((Date.now() - DAY) / DAY) * DAY + DAY / 2;
  await control.grantGems(account.userId, 1000, 'gift', Date.now() - 2 * DAY);
  for (let i = 0; i < count; i++) await control.drawCardAt(account.userId, SeedIds.npcs.en, noonYesterday - i * 60_000);
  return account;
}

test.describe('personal pages with the app session', () => {
  test('the card record: the visitor’s draws in the HTML, taken over without a mismatch or a second request', async ({
    browser,
  }, testInfo) => {
    const account = await accountWithDraws(testInfo, 3);
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    await addAuthCookie(context, testInfo, account);
    const page = await context.newPage();
    // This test's own page: its console errors and mismatch warnings.
    const problems = collectPageProblems(page);
    const { answer, html, dataCalls } = await openServerRendered(page, '/record/card');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(html.match(/data-testid="card-draw"/g)).toHaveLength(3);
    await expect(page.getByTestId('card-draw')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
      .toBe(true);
    // The login has answered with the same visitor: the page stays as rendered, and nothing was asked twice.
    await expect(page.getByTestId('card-draw')).toHaveCount(3);
    expect(dataCalls, 'no second request for what the HTML carried').toEqual([]);
    expectNoProblems(problems, '/record/card');
    await context.close();
  });

  test('a cookie of another visitor than the one logged in: their record leaves the screen for the visitor’s own', async ({
    browser,
  }, testInfo) => {
    const [cookieOwner, visitor] = await Promise.all([accountWithDraws(testInfo, 2), accountWithDraws(testInfo, 1)]);
    const context = await browserContext(browser, testInfo);
    await storeSession(context, visitor);
    await addAuthCookie(context, testInfo, cookieOwner);
    const page = await context.newPage();
    // This test's own page: its console errors and mismatch warnings.
    const problems = collectPageProblems(page);
    const answer = await page.goto('/record/card');
    expect(((await answer?.text()) ?? '').match(/data-testid="card-draw"/g)).toHaveLength(2);
    // Once the login answers with its own visitor, the page starts anew with that visitor's record.
    await expect(page.getByTestId('card-draw')).toHaveCount(1);
    // Starting anew is no hydration failure: nothing in the console.
    expectNoProblems(problems, '/record/card');
    await context.close();
  });

  test('membership: the member’s status and plans in the HTML; the flow starts from them and goes on (a tab, a reload when the page comes back)', async ({
    browser,
  }, testInfo) => {
    const account = await newAccount(testInfo, 'standard');
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    await addAuthCookie(context, testInfo, account);
    const page = await context.newPage();
    // This test's own page: its console errors and mismatch warnings.
    const problems = collectPageProblems(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (isDataCall(request)) dataCalls.push(new URL(request.url()).pathname);
    });
    await markServerMarkup(page);
    const answer = await page.goto('/membership');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect((await answer?.text()) ?? '').toContain('data-testid="membership-content"');
    await expect(page.getByTestId('membership-content')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
      .toBe(true);
    expect(dataCalls, 'no second request for the status or the plans').toEqual([]);
    // The flow is live: the tabs answer, and the page coming back into view reloads the status.
    const pro = page.getByRole('tab', { name: 'Pro' });
    await pro.click();
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => dataCalls.filter((path) => path.endsWith('/membership/get_status')).length).toBe(1);
    expectNoProblems(problems, '/membership');
    await context.close();
  });
});
