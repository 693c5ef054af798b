import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { installSimulatedShell } from '../../src/services/bridge/simulated-shell';
import { DEVICE_TAG, expect, newDeviceContext, test } from './support/fixtures';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { talkieUserAgent } from './support/user-agents';

/**
 * The header's back button inside the Talkie app (SPEC §4 Navigation): back in history, and when the
 * URL has not changed 500 ms later, exitWebView (app 1.10.5+) or the close hint (older apps). The
 * page's clock is Playwright's, paused once the page is ready, so the 500 ms are exact.
 */
const LANDING = '/feedback?transparent=true';
const CHECK_MS = 500;
const CLOSE_HINT = "Tap the app's close button to leave this page";

/** The hint's English text once the catalogs hold it; until then the page shows the message id. */
const hintText = (): string | RegExp => {
  const catalog = readFileSync(fileURLToPath(new URL('../../locales/en/messages.po', import.meta.url)), 'utf8');
  return catalog.includes(`msgid "${CLOSE_HINT}"`) ? CLOSE_HINT : /\S/;
};

/** A page inside the Talkie app of `appVersion`, with the simulated native shell. */
async function openInApp(browser: Browser, testInfo: TestInfo, appVersion: string) {
  const deviceUserAgent = testInfo.project.use.userAgent ?? '';
  const platform: 'ios' | 'android' = /iPhone|iPad/.test(deviceUserAgent) ? 'ios' : 'android';
  const context = await newDeviceContext(browser, testInfo.project.use, { userAgent: talkieUserAgent(deviceUserAgent, appVersion) });
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.addInitScript(installSimulatedShell, { platform, appVersion });
  // Counts history.back() calls: the flow's first step, after which its 500 ms timer is running.
  await page.addInitScript(() => {
    const w = window as unknown as { __historyBacks: number };
    const back = History.prototype.back;
    w.__historyBacks = 0;
    History.prototype.back = function (this: History) {
      w.__historyBacks++;
      return back.call(this);
    };
  });
  await page.clock.install();
  return { context, page, problems };
}

/**
 * Lands on `url` as the webview's first page, waits for the page and the back-to-native flow (preloaded
 * when idle), then stops the clock.
 */
async function land(page: Page, url: string, pageName: string) {
  const flowLoaded = page.waitForResponse((response) => /back-to-native-flow/.test(response.url()));
  await page.goto(url);
  // A Playwright tab keeps its first about:blank in the history; a webview starts with the page itself.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  await expect(page.locator(`[data-page="${pageName}"]`)).toBeVisible();
  await flowLoaded;
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 1000);
}

const shellCalls = (page: Page, method: string) =>
  page.evaluate((name) => ((window as unknown as { __talkieShellCalls: { method: string }[] }).__talkieShellCalls ?? []).filter((c) => c.method === name).length, method);

const historyBacks = (page: Page) => page.evaluate(() => (window as unknown as { __historyBacks: number }).__historyBacks);

async function tapBack(page: Page, backsBefore = 0) {
  await page.getByTestId('page-header').getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => historyBacks(page)).toBe(backsBefore + 1);
}

test.describe('back to native in the header', { tag: DEVICE_TAG }, () => {
  test('on the landing page, back asks the app to close the webview after 500 ms', async ({ browser }, testInfo) => {
    const { context, page, problems } = await openInApp(browser, testInfo, '2.30.0');
    try {
      await land(page, LANDING, 'feedback');
      expect(await page.evaluate(() => history.length)).toBe(1);

      await tapBack(page);
      await page.clock.runFor(CHECK_MS - 1);
      expect(await shellCalls(page, 'exitWebView')).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => shellCalls(page, 'exitWebView')).toBe(1);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      expectNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test('after an in-app navigation, back returns to the previous page and the webview stays open', async ({ browser }, testInfo) => {
    const { context, page, problems } = await openInApp(browser, testInfo, '2.30.0');
    try {
      await land(page, LANDING, 'feedback');
      // An in-app navigation: the router follows pushState (TanStack's history patches it).
      await page.evaluate(() => history.pushState(null, '', '/feedback_help'));
      // The route's code loads in real time while the router's timers run on the paused clock: advance
      // the clock until the page shows.
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return page.locator('[data-page="feedback_help"]').isVisible();
        })
        .toBe(true);

      await tapBack(page);
      await page.clock.runFor(CHECK_MS * 2);
      await expect(page).toHaveURL(/\/feedback\?transparent=true$/);
      await expect(page.locator('[data-page="feedback"]')).toBeVisible();
      expect(await shellCalls(page, 'exitWebView')).toBe(0);
      expectNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test('an app older than 1.10.5 shows the close hint instead of calling exitWebView', async ({ browser }, testInfo) => {
    const { context, page, problems } = await openInApp(browser, testInfo, '1.9.0');
    try {
      await land(page, LANDING, 'feedback');

      await tapBack(page);
      await page.clock.runFor(CHECK_MS - 1);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(page.getByTestId('toast-region')).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByTestId('toast')).toContainText(hintText());
      expect(await shellCalls(page, 'exitWebView')).toBe(0);
      expectNoProblems(problems);
    } finally {
      await context.close();
    }
  });
});
