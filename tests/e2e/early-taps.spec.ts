import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';

/**
 * A server-rendered page shows its tabs and buttons before the app's code has arrived. A tap then is
 * held and handled once the app has taken that control over (src/platform/early-taps.ts): on a slow
 * network the visitor's first tap is never lost.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const hydrated = (page: Page, name: string) =>
  tab(page, name).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

test('a tab tapped while the app has not started is switched to once it has', async ({ page, problems }) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rank', { waitUntil: 'commit' });
  await expect(tab(page, 'Daily')).toHaveAttribute('aria-selected', 'true');
  expect(await hydrated(page, 'Weekly')).toBe(false);
  await tab(page, 'Weekly').click();
  // Nothing happens yet, and the page is not reloaded or sent anywhere.
  await expect(tab(page, 'Weekly')).toHaveAttribute('aria-selected', 'false');
  await expect(page).toHaveURL(/\/rank$/);
  release();
  await expect(tab(page, 'Weekly')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/period=weekly/);
  await expect(page.getByTestId('rank-page')).toHaveAttribute('data-period', 'weekly');
  // From then on the tabs are the app's own.
  await tab(page, 'Monthly').click();
  await expect(page).toHaveURL(/period=monthly/);
  expectNoProblems(problems);
});

test('taps while the page is being taken over on a slow network: each handled once, in order', async ({
  page,
  problems,
}) => {
  // Every script of the app arrives late: the page is hydrated piece by piece while the visitor taps.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/rank', { waitUntil: 'commit' });
  await expect(tab(page, 'Gem Elite')).toBeVisible();
  const documentStart = await page.evaluate(() => performance.timeOrigin);
  await tab(page, 'Weekly').click();
  await tab(page, 'Gem Elite').click();
  await tab(page, 'Gem Elite').click();
  // Both tabs as tapped: the board and the period.
  await expect(tab(page, 'Gem Elite')).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(tab(page, 'Weekly')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/board=gem_elite/);
  await expect(page).toHaveURL(/period=weekly/);
  // The same document: the taps moved inside the app, no page load.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentStart);
  expectNoProblems(problems);
});
