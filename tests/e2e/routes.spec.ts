import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { englishPageTitle } from './support/page-titles';

/**
 * Every route of SPEC §2 on a mobile profile: the page renders with its title in the document and in
 * the header, and nothing is thrown or logged as an error. Unknown paths reach the fallback page.
 * One page per worker is reused across tests; each test loads its URL from scratch.
 */
test.describe('every route renders', () => {
  for (const route of ROUTE_CATALOG) {
    test(`${route.sample} shows "${englishPageTitle(route.page)}"`, async ({ sharedPage: page, sharedProblems }) => {
      const title = englishPageTitle(route.page);
      await page.goto(route.sample);
      await expect(page.locator(`[data-page="${route.page}"]`)).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByTestId('page-title')).toHaveText(title);
      await expect(page.getByTestId('fallback-page')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expectNoProblems(sharedProblems, route.sample);
    });
  }
});

test.describe('unknown paths', () => {
  for (const sample of UNKNOWN_SAMPLES) {
    test(`${sample} shows the fallback page`, async ({ sharedPage: page, sharedProblems }) => {
      await page.goto(sample);
      await expect(page.getByTestId('fallback-page')).toBeVisible();
      await expect(page).toHaveTitle(englishPageTitle('fallback'));
      await page.waitForLoadState('networkidle');
      expectNoProblems(sharedProblems, sample);
    });
  }
});
