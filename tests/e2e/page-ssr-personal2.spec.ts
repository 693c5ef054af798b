import type { Browser, Page, TestInfo } from '@playwright/test';
import { getEasterEgg, getPrizeRecord, submitPrizeContact } from '../../src/api/contract/campaign';
import { getRankBoardPage } from '../../src/api/contract/rank';
import { expect, newDeviceContext, test } from './support/fixtures';
import { isDataCall, keptServerMarkup, openServerRendered } from './support/server-markup';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { baseUrlOf, prizeRecordFor, newAccount, ONE_PROJECT, type TestAccount } from './membership-invitation.helpers';
import { seedAccount } from './rank.helpers';
import { storeSession, storeSessionCookie } from './support/sign-in';

/**
 * The easter egg, the prize claim and the rank list detail with the app's session: the webview carries
 * the auth cookie (SPEC §3), the server renders the visitor's own page, and the app takes it over
 * without a mismatch, without asking again, and its main action still works.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

/** A browser with the account's stored login and the app's auth cookie for it. */
async function sessionPage(browser: Browser, testInfo: TestInfo, account: TestAccount | null, locale?: string) {
  const context = await newDeviceContext(browser, testInfo.project.use, locale ? { locale } : {});
  if (account) {
    await storeSession(context, account);
    await storeSessionCookie(context, account, baseUrlOf(testInfo));
  }
  const page = await context.newPage();
  return { context, page, problems: collectPageProblems(page) };
}

const takenOver = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
    .toBe(true);
};

for (const [locale, hint, title] of [
  ['en-US', 'Something is hiding on this page. Can you find it?', 'Where should we send your gift?'],
  ['ja-JP', 'このページに何かが隠れています。見つけられるかな？', '賞品の送り先を教えてください'],
] as const) {
  test.describe(`personal pages with the app session (${locale})`, () => {
    test('the easter egg: the stones in the HTML, taken over without a second request; a tap on the right stone claims it', async ({
      browser,
    }, testInfo) => {
      const account = await newAccount(testInfo);
      const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
      const { context, page, problems } = await sessionPage(browser, testInfo, account, locale);
      const { answer, html, dataCalls } = await openServerRendered(page, '/activity/easter_egg');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(html).toContain('data-testid="egg-page"');
      expect(html.replace(/<!-- -->/g, '')).toContain(hint);
      await takenOver(page);
      expect(dataCalls, 'no second request for the egg the HTML carried').toEqual([]);
      await page.getByTestId(`egg-spot-${(egg_spot + 1) % 6}`).click();
      await expect(page.getByTestId('egg-notice')).not.toBeEmpty();
      await page.getByTestId(`egg-spot-${egg_spot}`).click();
      await expect(page.getByTestId('egg-page')).toHaveAttribute('data-claimed', 'true');
      expect((await account.api.call(getEasterEgg, { event_id: 'easter_egg' })).claimed).toBe(true);
      expectNoProblems(problems, '/activity/easter_egg');
      await context.close();
    });

    test('the prize claim: the form in the HTML, the saved draft restored after hydration, typing then reloading keeps it, sending works', async ({
      browser,
    }, testInfo) => {
      const account = await newAccount(testInfo);
      const recordId = await prizeRecordFor(testInfo, account);
      const { context, page, problems } = await sessionPage(browser, testInfo, account, locale);
      const url = `/claim_prize?record_id=${recordId}`;
      const { answer, html, dataCalls } = await openServerRendered(page, url);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(html).toContain('data-testid="contact-form"');
      expect(html.replace(/<!-- -->/g, '')).toContain(title);
      await takenOver(page);
      expect(dataCalls, 'no second request for the record the HTML carried').toEqual([]);
      const form = page.getByTestId('contact-form');
      await form.locator('#cp-field-recipient_name').fill('Robin Lee');
      await form.locator('#cp-field-email').fill('robin@example.com');
      // A server-rendered load with a saved draft: the draft appears once the page is taken over.
      const again = await openServerRendered(page, url);
      expect(again.html).not.toContain('Robin Lee');
      await expect(form.locator('#cp-field-recipient_name')).toHaveValue('Robin Lee');
      await expect(form.locator('#cp-field-email')).toHaveValue('robin@example.com');
      await takenOver(page);
      // Typing after the takeover and reloading keeps every word.
      await form.locator('#cp-field-phone').fill('+1 555 0100');
      await form.locator('#cp-field-mailing_address').fill('1 Main Street, Springfield 12345');
      await page.reload();
      await expect(form.locator('#cp-field-phone')).toHaveValue('+1 555 0100');
      await expect(form.locator('#cp-field-recipient_name')).toHaveValue('Robin Lee');
      await expect(form.locator('#cp-field-mailing_address')).toHaveValue('1 Main Street, Springfield 12345');
      await takenOver(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (isDataCall(request)) sent.push(new URL(request.url()).pathname);
      });
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('claim-sent')).toContainText('Robin Lee');
      expect(sent).toEqual([submitPrizeContact.path]);
      expect((await account.api.call(getPrizeRecord, { record_id: recordId })).record.status).toBe('submitted');
      expectNoProblems(problems, '/claim_prize');
      await context.close();
    });
  });
}

test('the rank list detail: the tabs and the list in the HTML, not read again after the takeover; a tab switches the board', async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const { context, page, problems } = await sessionPage(browser, testInfo, viewer);
  const { answer, html, dataCalls } = await openServerRendered(page, '/rank/detail?board=gem_elite&period=weekly');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(html).toContain('data-testid="rank-detail"');
  expect(html).toContain('data-testid="rank-board-tabs"');
  expect(html.match(/data-testid="rank-entry"/g)).toHaveLength(20);
  await expect(page.getByTestId('rank-entry')).toHaveCount(20);
  await takenOver(page);
  expect(dataCalls, 'the list came with the HTML').toEqual([]);
  await page.getByTestId('rank-board-tabs').getByRole('tab', { name: 'Popular' }).click();
  await expect(page.getByTestId('rank-detail')).toHaveAttribute('data-board', 'popular');
  await expect(page.getByTestId('rank-entry')).toHaveCount(20);
  expect(dataCalls).toEqual([getRankBoardPage.path]);
  expectNoProblems(problems, '/rank/detail');
  await context.close();
});

test('the rank list detail in Japanese without a session: the tabs in the HTML, then the login prompt', async ({
  browser,
}, testInfo) => {
  const { context, page, problems } = await sessionPage(browser, testInfo, null, 'ja-JP');
  const { answer, html } = await openServerRendered(page, '/rank/detail?board=popular&period=daily');
  expect(answer?.headers()['cache-control']).toMatch(/^public/);
  expect(html).toContain('data-testid="rank-detail-frame"');
  expect(html).toContain('人気');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await takenOver(page);
  expectNoProblems(problems, '/rank/detail');
  await context.close();
});

test('the visitor’s own achievements: in the HTML with the app session, taken over without a second request', async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const { context, page, problems } = await sessionPage(browser, testInfo, viewer);
  const { answer, html, dataCalls } = await openServerRendered(page, '/achievement/user');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(html).toContain('data-testid="achievements-page"');
  await expect(page.getByTestId('achievements-page')).toBeVisible();
  await takenOver(page);
  expect(dataCalls, 'the achievements came with the HTML').toEqual([]);
  expectNoProblems(problems, '/achievement/user');
  await context.close();
});
