import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { SeedIds } from '../../server/seed/ids';
import { expect as baseExpect, newDeviceContext, test } from './support/fixtures';
import { ONE_PROJECT } from './membership-invitation.helpers';

// Several pages and languages per test on a shared two-core machine: generous waits, one clock per test.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The header's Back on the first page of this site in the tab's history (SPEC §2 header, §4; README
 * "Back on a landing page"): in a browser or WeChat it goes up (the page's parent, or the download page),
 * never nowhere and never off to the previous site. After a step inside the site it is plain back.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'history does not depend on the device profile');
});

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64';
const CHAT = `/share/chat?chat_id=${SeedIds.chats.en}`;

/** The download page answers with a stub, so the test sees where Back went without the network. */
async function stubDownloadPage(context: BrowserContext) {
  await context.route(/^https:\/\/talkie-ai\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Download Talkie</title><h1>Download Talkie</h1>' }),
  );
}

/** Opens `path` as the only entry of a fresh tab (a link opened in a new tab). */
async function landFresh(page: Page, path: string) {
  await page.goto(path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  expect(await page.evaluate(() => history.length)).toBe(1);
}

const tapBack = (page: Page) => page.getByTestId('page-header').getByRole('button', { name: 'Back' }).click();

for (const host of ['browser', 'wechat'] as const) {
  test.describe(`in ${host === 'browser' ? 'a mobile browser' : 'WeChat'}`, () => {
    const open = async (browser: Browser, testInfo: TestInfo) => {
      const context = await newDeviceContext(
        browser,
        testInfo.project.use,
        host === 'wechat' ? { userAgent: WECHAT_ANDROID } : {},
      );
      await stubDownloadPage(context);
      return context;
    };

    test('a share page as the only entry of a fresh tab: Back opens the download page', async ({
      browser,
    }, testInfo) => {
      const context = await open(browser, testInfo);
      const page = await context.newPage();
      await landFresh(page, CHAT);
      await expect(page.getByTestId('page-header')).toBeVisible();
      await tapBack(page);
      await expect(page).toHaveURL(/^https:\/\/talkie-ai\.com\/download\?.*from_page=share_chat/);
      await context.close();
    });

    test('a share page opened after another page (about:blank): Back stays with Talkie', async ({
      browser,
    }, testInfo) => {
      const context = await open(browser, testInfo);
      const page = await context.newPage();
      // A new Playwright tab starts on about:blank: the earlier entry belongs to no page of this site.
      await page.goto(CHAT);
      expect(await page.evaluate(() => history.length)).toBe(2);
      await tapBack(page);
      await expect(page).toHaveURL(/^https:\/\/talkie-ai\.com\/download\?/);
      await context.close();
    });

    test('Back tapped on a share page before its scripts have run still leaves for the download page', async ({
      browser,
    }, testInfo) => {
      const context = await open(browser, testInfo);
      // The server-rendered page is on screen while its scripts are held back (a slow network).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      // Module scripts hold back DOMContentLoaded: wait only for the server's HTML.
      await page.goto(CHAT, { waitUntil: 'commit' });
      await tapBack(page);
      await expect(page).toHaveURL(new RegExp(`/share/chat\\?chat_id=`));
      release();
      await expect(page).toHaveURL(/^https:\/\/talkie-ai\.com\/download\?/);
      await context.close();
    });

    test('a help question as the first page: Back goes to the help center, then on to the download page', async ({
      browser,
    }, testInfo) => {
      const context = await open(browser, testInfo);
      const page = await context.newPage();
      await landFresh(page, '/feedback_help/question/12');
      await expect(page.locator('[data-page="feedback_question"]')).toBeVisible();
      await tapBack(page);
      await expect(page).toHaveURL(/\/feedback_help$/);
      await expect(page.locator('[data-page="feedback_help"]')).toBeVisible();
      await tapBack(page);
      await expect(page).toHaveURL(/^https:\/\/talkie-ai\.com\/download\?.*from_page=feedback_help/);
      await context.close();
    });
  });
}

test('after a step inside the site, Back is plain history back', async ({ browser }, testInfo) => {
  const context = await newDeviceContext(browser, testInfo.project.use);
  await stubDownloadPage(context);
  const page = await context.newPage();
  await landFresh(page, '/rank');
  await page.goto('/rank/supporters?npc_id=' + SeedIds.rank.popularTop);
  await expect(page.getByTestId('supporter').first()).toBeVisible();
  // A full load of another page of this site (a plain link): the referrer says the entry before is ours.
  await page.evaluate(() => {
    location.href = '/feedback_help';
  });
  await expect(page.locator('[data-page="feedback_help"]')).toBeVisible();
  await tapBack(page);
  await expect(page).toHaveURL(/\/rank\/supporters\?npc_id=/);
  await context.close();
});
