import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { ONE_PROJECT } from './membership-invitation.helpers';
import { englishPageTitle } from './support/page-titles';
import { keptServerMarkup, openServerRendered } from './support/server-markup';

/**
 * The document title in the browser: the server writes each page's head (its route's, or the default one),
 * and once the app has taken the page over the title stays right, on the page the server sent and on the
 * pages the app then opens itself (client-side navigation, no new document).
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the title does not depend on the device profile');
});

const titleIn = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test('the title follows the app from the server-rendered page to the pages it opens itself', async ({ page }) => {
  const { html } = await openServerRendered(page, '/feedback_help');
  expect(titleIn(html)).toBe(englishPageTitle('feedback_help'));
  await expect.poll(() => keptServerMarkup(page)).toBe(true);
  await expect(page).toHaveTitle(englishPageTitle('feedback_help'));
  // A mark on this document: it stays while the app navigates by itself.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByTestId('help-categories').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/feedback_help\/category\//);
  await expect(page).toHaveTitle(englishPageTitle('feedback_category'));
  await page.goBack();
  await expect(page).toHaveURL(/\/feedback_help$/);
  await expect(page).toHaveTitle(englishPageTitle('feedback_help'));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.locator('head title')).toHaveCount(1);
});

test("a share page's title is its content's, in the HTML and once the app has taken it over", async ({ page }) => {
  const { html } = await openServerRendered(page, `/share/chat?chat_id=${SeedIds.chats.en}`);
  expect(titleIn(html)).toBe('Late night at the library');
  await expect.poll(() => keptServerMarkup(page)).toBe(true);
  await expect(page).toHaveTitle('Late night at the library');
  await expect(page.locator('head title')).toHaveCount(1);
});
