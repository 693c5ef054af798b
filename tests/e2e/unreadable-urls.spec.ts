import { expect, test } from './support/fixtures';
import { expectNoProblems } from './support/page-problems';
import { englishPageTitle } from './support/page-titles';

/**
 * Addresses the static server cannot read still get a page of ours, never an empty answer: a broken
 * percent-encoding reaches the app's not-found page, and an address over the server's limit gets a
 * short page that says what happened.
 */
test.describe('unreadable addresses', () => {
  for (const path of [
    '/share/memory/%E0%A4%A',
    '/share/chat_history/%ZZ',
    '/feedback_help/question/%E0%A4%A',
    '/%C0%AF',
  ]) {
    test(`${path} loads the app and shows its not-found page`, async ({ page, problems }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(page.getByTestId('fallback-page')).toBeVisible();
      await expect(page.getByText('Sorry, this page does not exist')).toBeVisible();
      await expect(page).toHaveTitle(englishPageTitle('fallback'));
      // The browser keeps the address the visitor followed.
      expect(new URL(page.url()).pathname).toBe(path);
      await page.waitForLoadState('networkidle');
      expectNoProblems(problems, path);
    });
  }

  test('a broken asset address is a plain 404, not the app', async ({ request }) => {
    const answer = await request.get('/assets/%E0');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toBe('Not found');
  });

  test('an address of about 20 KB gets our "link too long" page', async ({ page }) => {
    const answer = await page.goto(`/share/chat?chat_id=chat_en&pad=${'a'.repeat(20_000)}`);
    expect(answer?.status()).toBe(431);
    await expect(page.getByRole('heading', { name: 'This link is too long to open' })).toBeVisible();
    await page.getByRole('link', { name: 'go to Talkie' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
