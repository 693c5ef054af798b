import { expect, test } from './support/fixtures';
import { createClone, getSubscriptionSettings, saveSubscriptionSettings } from '../../src/api/contract/creator';
import { SeedIds } from '../../server/seed/ids';
import { appAs, axeViolations, browserContext, newCreator } from './creator.helpers';
import { newAccount } from './membership-invitation.helpers';

/**
 * The creator pages against the local API server, on both device profiles: the weekly report for
 * creators only, subscription rules (price set once, beyond limit, illegal word), theme preview,
 * series epilogue and topics.
 */

test('a creator sees the weekly report: 11 counts against last week, a daily chart, the create button', async ({
  browser,
}, testInfo) => {
  const creator = await newCreator(testInfo);
  const context = await appAs(browser, testInfo, creator);
  const page = await context.newPage();
  await page.goto('/weekly_report');
  const report = page.getByTestId('weekly-report');
  await expect(report).toBeVisible();
  await expect(report.getByTestId('weekly-counts').locator('li')).toHaveCount(11);
  await expect(report.getByTestId('count-see_count')).toContainText('Views');
  await expect(report.getByTestId('count-see_count')).toContainText('Last week:');
  await expect(report.getByTestId('weekly-chart').locator('rect')).toHaveCount(7);
  await expect(report.getByTestId('weekly-create-button')).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('the weekly report has one create action, and it says what it does', async ({ browser }, testInfo) => {
  const creator = await newCreator(testInfo);
  const context = await appAs(browser, testInfo, creator);
  const page = await context.newPage();
  await page.goto('/weekly_report');
  const create = page.getByTestId('weekly-report').getByTestId('weekly-create');
  await expect(create.getByRole('link', { name: 'Create' })).toBeVisible();
  // No second main button beside it with a near-identical name ("Create a character").
  await expect(create.getByRole('button')).toHaveCount(0);
  await expect(create.getByRole('link')).toHaveCount(1);
  await context.close();
});

test('a viewer is told the report is for creators; the create limit shows "exceed create limit"', async ({
  browser,
}, testInfo) => {
  const viewer = await newAccount(testInfo);
  const context = await appAs(browser, testInfo, viewer);
  const page = await context.newPage();
  await page.goto('/weekly_report');
  await expect(page.getByTestId('not-creator')).toContainText('For creators only');
  await expect(page.getByTestId('weekly-counts')).toHaveCount(0);

  const creator = await newCreator(testInfo);
  for (let i = 0; i < 3; i += 1) {
    await creator.api.call(createClone, {
      request_id: `e2e-${i}`,
      name: `Clone ${i}`,
      persona: 'Calm.',
      greeting: 'Hello.',
      image_urls: [],
    });
  }
  const creatorContext = await appAs(browser, testInfo, creator);
  const creatorPage = await creatorContext.newPage();
  await creatorPage.goto('/weekly_report');
  await expect(creatorPage.getByTestId('exceed-create-limit')).toHaveText('exceed create limit');
  await expect(creatorPage.getByTestId('weekly-create-button')).toBeDisabled();
  await context.close();
  await creatorContext.close();
});

test('a browser visitor is asked to open the app', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/weekly_report');
  await expect(page.getByTestId('login-required')).toContainText('Please log in to participate');
  await expect(page.getByTestId('creator-open-app')).toBeVisible();
  await context.close();
});

test('subscription: a new level is saved once, then its price is refused as unmodifiable; beyond the limit and illegal words are refused', async ({
  browser,
}, testInfo) => {
  const creator = await newCreator(testInfo);
  const context = await appAs(browser, testInfo, creator);
  const page = await context.newPage();
  await page.goto('/creator/subscription');
  const form = page.getByTestId('subscription-settings');
  await form.getByTestId('benefits-input').fill('Monthly letters and early chapters');
  await form.getByTestId('add-level').click();
  await form.getByLabel('Price of level 1 (gems)').fill('150');
  await form.getByTestId('save-subscription').click();
  await expect(form.getByTestId('save-result')).toHaveText('Saved. Your subscribers see the new settings now.');
  await expect(form.getByTestId('level-1')).toContainText('150 gems');

  // Level 2 is set meanwhile on another device; this page still offers it at another price.
  await form.getByTestId('add-level').click();
  await form.getByLabel('Price of level 2 (gems)').fill('400');
  await creator.api.call(saveSubscriptionSettings, {
    benefits: 'Monthly letters and early chapters',
    levels: [
      { level: 1, price_gems: 150 },
      { level: 2, price_gems: 300 },
    ],
  });
  await form.getByTestId('save-subscription').click();
  await expect(form.getByTestId('save-result')).toHaveText('A price level cannot be changed once it is set.');
  await expect(form.getByTestId('level-2')).toContainText('300 gems');
  expect((await creator.api.call(getSubscriptionSettings, {})).settings.levels).toEqual([
    { level: 1, price_gems: 150 },
    { level: 2, price_gems: 300 },
  ]);

  // A third level over the price cap, then a fourth level: beyond limit.
  await form.getByTestId('add-level').click();
  await form.getByLabel('Price of level 3 (gems)').fill('999999');
  await form.getByTestId('save-subscription').click();
  await expect(form.getByTestId('save-result')).toHaveText('That is beyond the limit for price levels.');
  await form.getByTestId('add-level').click();
  await expect(form.getByTestId('save-result')).toHaveText('That is beyond the limit for price levels.');

  await form.getByRole('button', { name: 'Remove' }).click();
  await form.getByTestId('benefits-input').fill('Join my scam club');
  await form.getByTestId('save-subscription').click();
  await expect(form.getByTestId('save-result')).toHaveText(
    'Your text contains a word that is not allowed. Please change it.',
  );
  await expect(form.getByTestId('benefits-input')).toHaveValue('Join my scam club');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Star guardian' }).click();
  await expect(page.getByTestId('guardian-list')).toBeVisible();
  await context.close();
});

test('a viewer sees whether they are subscribed', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/creator/subscription?creator_id=${SeedIds.users.creator.en}`);
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-subscribed', 'false');
  await expect(page.getByTestId('subscription-status')).toContainText('You are not subscribed to Maple Writes yet.');
  await context.close();
});

test('theme preview applies the theme inside its preview only', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/theme/preview?theme_id=${SeedIds.creator.themes.sakura}`);
  const preview = page.getByTestId('theme-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS('background-color', 'rgb(253, 232, 239)');
  await expect(preview.getByTestId('bubble-user').first()).toHaveCSS('background-color', 'rgb(194, 24, 91)');
  // Outside the preview nothing changed: the page keeps the app's own colours.
  const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bodyBackground).not.toBe('rgb(253, 232, 239)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cr-theme-bg'))).toBe(
    '',
  );
  await expect(page.getByTestId('theme-apply')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/theme/preview?theme_id=theme_unknown');
  await expect(page.getByText('This theme is no longer available.')).toBeVisible();
  await context.close();
});

test('series epilogue shows its text and characters; continuing opens the app', async ({ browser }, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/series/epilogue/${SeedIds.creator.series.finished}`);
  await expect(page.getByTestId('epilogue-text')).toContainText('The lamp burns again');
  await expect(page.getByTestId(`chat-${SeedIds.npcs.en}`)).toBeVisible();
  await expect(page.getByTestId('epilogue-memory')).toBeVisible();
  await page.goto(`/series/epilogue/${SeedIds.creator.series.ongoing}`);
  await expect(page.getByTestId('series-not-finished')).toBeVisible();
  await context.close();
});

test('a topic shows its posts; one under review says so; an unknown one is not found', async ({
  browser,
}, testInfo) => {
  const context = await browserContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/tag/${SeedIds.creator.topics.visible}`);
  await expect(page.getByTestId('topic-posts').locator('li')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/tag/${SeedIds.creator.topics.underReview}`);
  await expect(page.getByTestId('topic-under-review')).toHaveText('Topic is under review. Please check back later.');
  await page.goto('/tag/999999');
  await expect(page.getByText('This topic does not exist.')).toBeVisible();
  await context.close();
});
