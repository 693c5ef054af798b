import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { RecordPaths } from '../../src/api/contract/records';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import {
  appContext,
  browserContext,
  controlFor,
  newAccount,
  ONE_PROJECT,
  shellCalls,
} from './membership-invitation.helpers';
import { storeSession } from './support/sign-in';

/**
 * The card-draw record and the gems record against the local API server: grouped days, paging, empty
 * and error states with retry; balance, expiry 180 days after grant, expiring soon, spending. And the
 * image-creation guide's links into the app and saving an example inside it.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'records do not depend on the device profile');
});

const DAY = 24 * 3600 * 1000;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('records', () => {
  // Fault injection is server-wide: these tests run one after another.
  test.describe.configure({ mode: 'serial' });

  test('card record: draws grouped by day in the visitor time zone, 20 a page with "Load more" (a failed page says what failed, Retry loads it), nothing older than 30 days', async ({
    browser,
  }, testInfo) => {
    const account = await newAccount(testInfo);
    const control = controlFor(testInfo);
    const now = Date.now();
    await control.grantGems(account.userId, 2000, 'gift', now - 60 * DAY);
    await control.drawCardAt(account.userId, SeedIds.npcs.en, now - 31 * DAY);
    // 21 draws around noon (UTC, the browser's zone here) two days ago, far from any midnight.
    const twoDaysAgoNoon = Math.floor((now - 2 * DAY) / DAY) * DAY + DAY / 2;
    for (let i = 0; i < 21; i++) await control.drawCardAt(account.userId, SeedIds.npcs.en, twoDaysAgoNoon - i * 60_000);
    await control.drawCardAt(account.userId, SeedIds.npcs.en, now - 60_000);
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    const page = await context.newPage();
    await page.goto('/record/card');
    await expect(page.getByText('Card draws of the last 30 days. Older records are not kept.')).toBeVisible();
    await expect(page.getByTestId('card-draw')).toHaveCount(20);
    const days = page.locator('.tk-doc-day');
    await expect(days).toHaveCount(2);
    await expectAxeClean(page);
    // The next page fails with a server error: the page says so (never "Network Error", an answer came),
    // keeps the 20 draws, and Retry loads the rest.
    await control.addFault({ path: RecordPaths.getCardDraws, kind: 'http_error', count: 1, token: account.authToken });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Oops, something went wrong')).toBeVisible();
    await expect(page.getByTestId('card-draw')).toHaveCount(20);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('card-draw')).toHaveCount(22);
    await expect(page.getByText("That's all for the last 30 days.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await context.close();
  });

  test('card record: empty for a new account; a failed load offers Retry', async ({ browser }, testInfo) => {
    const account = await newAccount(testInfo);
    const control = controlFor(testInfo);
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    const page = await context.newPage();
    await control.addFault({ path: RecordPaths.getCardDraws, kind: 'http_error', count: 1, token: account.authToken });
    try {
      await page.goto('/record/card');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('No card draws in the last 30 days.')).toBeVisible();
    } finally {
      await control.clearFaults(RecordPaths.getCardDraws);
    }
    await context.close();
  });

  test('gems: balance, each grant expiring 180 days after it, what expires within 7 days, and spending', async ({
    browser,
    problems: _unused,
  }, testInfo) => {
    const account = await newAccount(testInfo);
    const control = controlFor(testInfo);
    const now = Date.now();
    await control.grantGems(account.userId, 50, 'event', now - 176 * DAY); // expires in 4 days
    await control.grantGems(account.userId, 300, 'membership_monthly', now - 10 * DAY);
    await control.grantGems(account.userId, 70, 'gift', now - 185 * DAY); // expired 5 days ago
    await control.drawCardAt(account.userId, SeedIds.npcs.en, now - DAY); // 30 from the event grant
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    const page = await context.newPage();
    await page.goto('/record/gems');
    await expect(page.getByTestId('gem-balance')).toHaveText('320 gems');
    await expect(page.getByTestId('gems-expiring-soon')).toContainText('20 gems expire within 7 days');
    await expect(page.getByText('Gems expire 180 days after they are granted.', { exact: false })).toBeVisible();
    const grants = page.getByTestId('gem-grant');
    await expect(grants).toHaveCount(3);
    await expect(grants.nth(0)).toContainText('Event reward');
    await expect(grants.nth(0)).toContainText('20 of 50 left');
    await expect(grants.nth(1)).toContainText('Membership monthly claim');
    await expect(grants.nth(2)).toContainText('Expired');
    await expect(page.getByTestId('gem-spend')).toHaveCount(1);
    await expect(page.getByTestId('gem-spend')).toContainText('−30');
    await expectAxeClean(page);
    await context.close();
  });

  test('gems: a new account has none; a failed load offers Retry', async ({ browser }, testInfo) => {
    const account = await newAccount(testInfo);
    const control = controlFor(testInfo);
    const context = await browserContext(browser, testInfo);
    await storeSession(context, account);
    const page = await context.newPage();
    await control.addFault({ path: RecordPaths.getGemRecord, kind: 'http_error', count: 1, token: account.authToken });
    try {
      await page.goto('/record/gems');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('gem-balance')).toHaveText('0 gems');
      await expect(page.getByText('No gems received yet.')).toBeVisible();
      await expect(page.getByText('No gems spent in the last 30 days.')).toBeVisible();
      await expect(page.getByText('No gems expire in the next 7 days.')).toBeVisible();
    } finally {
      await control.clearFaults(RecordPaths.getGemRecord);
    }
    await context.close();
  });
});

test('image-creation guide in the app: an example is saved to the photo album; "Create an avatar" opens avatar creation', async ({
  browser,
}, testInfo) => {
  const context = await appContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/static/image_creation');
  await expect(page.getByTestId('document').getByRole('heading', { level: 1 })).toHaveText('Image Creation Guide');
  await expect(page.getByRole('img', { name: 'Winter holidays: snow falling on a festive sweater' })).toBeVisible();
  await page.getByTestId('example-ic_expression_smile').getByTestId('save-example').click();
  await expect(page.getByTestId('example-ic_expression_smile').getByText('Saved to your photos.')).toBeVisible();
  const saved = await shellCalls(page, 'saveImageToPhotosAlbum');
  expect(saved).toHaveLength(1);
  expect(String((saved[0]?.params as { url: string }).url)).toMatch(
    /^http.*\/weaver\/media\/example\/ic_expression_smile\.svg$/,
  );
  await page.getByTestId('open-avatar-creation').click();
  await expect
    .poll(async () =>
      (await shellCalls(page, 'openNativePage')).map((c) => String((c.params as { page: string }).page)),
    )
    .toEqual([expect.stringMatching(/^talkie:\/\/avatar_creation\?tags=expression&channel_label=H5$/)]);
  await context.close();
});

test('image-creation guide in a browser: examples download; the page is axe-clean', async ({ page, problems }) => {
  await page.goto('/static/image_creation');
  await expect(
    page.getByTestId('example-ic_holiday_lunar').getByRole('link', { name: 'Download image' }),
  ).toHaveAttribute('download', 'ic_holiday_lunar.svg');
  await expectAxeClean(page);
  expectNoProblems(problems);
});
