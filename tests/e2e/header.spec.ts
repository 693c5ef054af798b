import { DEVICE_TAG, expect, newDeviceContext, test } from './support/fixtures';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { talkieUserAgent } from './support/user-agents';

/** SPEC §2 Header: hidden inside the Talkie app unless `transparent=true`; shown in a plain browser. */
const PAGE = '/feedback';

test('a plain mobile browser shows the header', { tag: DEVICE_TAG }, async ({ page, problems }) => {
  await page.goto(PAGE);
  await expect(page.locator('[data-page="feedback"]')).toBeVisible();
  await expect(page.getByTestId('page-header')).toBeVisible();
  expectNoProblems(problems);
});

test.describe('inside the Talkie app', { tag: DEVICE_TAG }, () => {
  test('the header is hidden, and ?transparent=true shows it again', async ({ browser }, testInfo) => {
    const deviceUserAgent = testInfo.project.use.userAgent;
    expect(deviceUserAgent, 'the project has a device user agent').toBeTruthy();
    const context = await newDeviceContext(browser, testInfo.project.use, {
      userAgent: talkieUserAgent(deviceUserAgent ?? ''),
    });
    try {
      const page = await context.newPage();
      const problems = collectPageProblems(page);

      await page.goto(PAGE);
      await expect(page.locator('[data-page="feedback"]')).toBeVisible();
      await expect(page.getByTestId('page-header')).toHaveCount(0);

      await page.goto(`${PAGE}?transparent=true`);
      await expect(page.locator('[data-page="feedback"]')).toBeVisible();
      await expect(page.getByTestId('page-header')).toBeVisible();
      expectNoProblems(problems);
    } finally {
      await context.close();
    }
  });
});
