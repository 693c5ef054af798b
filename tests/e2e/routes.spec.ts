import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { expect, test } from './support/fixtures';
import { clearRefusals, expectEnforcedPolicy, violations, watchViolations } from './support/csp';
import { expectNoProblems, expectNoProblemsBesidesNotFound } from './support/page-problems';
import { englishPageTitle } from './support/page-titles';

/**
 * Every route of SPEC §2 on a mobile profile: the page renders with its title in the document and in
 * the header, nothing is thrown or logged as an error, and under the page server's Content-Security-Policy
 * (support/csp.ts) the answer carries the enforced policy and the browser refuses nothing. Unknown paths
 * reach the fallback page, under the same policy.
 * One page per worker is reused across tests; each test loads its URL from scratch.
 */
test.describe('every route renders', () => {
  for (const route of ROUTE_CATALOG) {
    test(`${route.sample} shows "${englishPageTitle(route.page)}" and the browser refuses nothing`, async ({ sharedPage: page, sharedProblems }) => {
      const title = englishPageTitle(route.page);
      await watchViolations(page);
      clearRefusals(page);
      expectEnforcedPolicy(await page.goto(route.sample));
      await expect(page.locator(`[data-page="${route.page}"]`)).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByTestId('page-title')).toHaveText(title);
      await expect(page.getByTestId('fallback-page')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual({ events: [], messages: [] });
      expectNoProblems(sharedProblems, route.sample);
    });
  }
});

/** The documents' paths (`/static/<doc>`, `/level/doc/<type>`), which the server renders. */
const DOCUMENT_PATHS = /^\/(static|level\/doc)\/[a-z_]+$/;

test.describe('unknown paths', () => {
  for (const sample of UNKNOWN_SAMPLES) {
    test(`${sample} shows the fallback page and the browser refuses nothing`, async ({ sharedPage: page, sharedProblems }) => {
      await watchViolations(page);
      clearRefusals(page);
      const answer = await page.goto(sample);
      expectEnforcedPolicy(answer);
      // An unknown document is rendered on the server: it answers 404 with the fallback page.
      expect(answer?.status()).toBe(DOCUMENT_PATHS.test(sample) ? 404 : 200);
      await expect(page.getByTestId('fallback-page')).toBeVisible();
      await expect(page).toHaveTitle(englishPageTitle('fallback'));
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual({ events: [], messages: [] });
      expectNoProblemsBesidesNotFound(sharedProblems, answer, sample);
    });
  }
});
