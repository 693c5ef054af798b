import { UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { expect, test } from './support/fixtures';
import { clearRefusals, expectEnforcedPolicy, violations, watchViolations } from './support/csp';
import { expectNoProblemsBesidesNotFound } from './support/page-problems';
import { englishPageTitle } from './support/page-titles';

/**
 * Unknown paths reach the fallback page under the page server's Content-Security-Policy (support/csp.ts):
 * the answer carries the enforced policy and the browser refuses nothing. Every route of SPEC §2 is
 * checked the same way (title in the document and the header, nothing thrown or logged, the enforced
 * policy, nothing refused) by the UI guard sweep, on its English load of each route in the browser
 * (ui-guards.spec.ts), instead of a load of its own here.
 * One page per worker is reused across tests; each test loads its URL from scratch.
 */

/** The documents' paths (`/static/<doc>`, `/level/doc/<type>`), which the server renders. */
const DOCUMENT_PATHS = /^\/(static|level\/doc)\/[a-z_]+$/;

test.describe('unknown paths', () => {
  for (const sample of UNKNOWN_SAMPLES) {
    test(`${sample} shows the fallback page and the browser refuses nothing`, async ({
      sharedPage: page,
      sharedProblems,
    }) => {
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
