/**
 * Back-to-native on the real page (SPEC §4 Navigation, §5 exitWebView from app 1.10.5, §9 the 500 ms
 * check): the header's Back inside the app goes back in history; when the URL has not changed 500 ms
 * later the page asks the app to close the webview, or shows the close hint (older app, or the app
 * refused). Effects come from src/kernel/navigation (back-navigation.ts, back-to-native-flow.ts).
 */
import type { Page } from '@playwright/test';
import { backToNativeOracle } from './back-to-native.oracle';
import type { FlowAdapter, ModelContext } from '../framework/e2e/adapter';
import { appHost } from '../framework/e2e/hosts';

const LANDING = '/feedback?transparent=true';
const PREVIOUS = '/feedback_help';
const CLOSE_HINT = "Tap the app's close button to leave this page";
const NEW_APP = { canExitWebView: true };
const OLD_APP = { canExitWebView: false };

const historyBacks = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __historyBacks?: number }).__historyBacks ?? 0);
const exitCalls = async (ctx: ModelContext): Promise<number> => (await ctx.shellCalls('exitWebView')).length;
/** Whether the path goes back to a page before the landing one (the history has one). */
const hasPreviousPage = (ctx: ModelContext): boolean => ctx.steps.some((s) => s.twinEvent === 'URL_CHANGED');

async function noHint(ctx: ModelContext): Promise<void> {
  await ctx.expect(ctx.page.getByTestId('toast')).toHaveCount(0);
}

export const backToNativeAdapter: FlowAdapter = {
  flow: 'back-to-native',
  summary: 'The Back button in the page header inside the Talkie app (effects: src/kernel/navigation).',
  hosts: [
    appHost('android', '2.30.0', NEW_APP, { scenario: 'app 1.10.5 (exitWebView supported)' }),
    appHost('ios', '1.9.0', OLD_APP, { scenario: 'app 1.10.4 (too old for exitWebView)' }),
    appHost('ios', '2.30.0', NEW_APP, { scenario: 'app 1.10.5 (exitWebView supported)' }),
  ],
  start: {
    qa: (host, steps) => [
      `Host: ${host.qa}.`,
      steps.some((s) => s.twinEvent === 'URL_CHANGED')
        ? `Open ${LANDING} as the webview's first page, then tap through to the help center (${PREVIOUS}) so the webview has a page to go back to.`
        : `Open ${LANDING} as the webview's first page (nothing before it in the webview's history).`,
    ],
    async open(ctx) {
      const { page } = ctx;
      await page.addInitScript(() => {
        const w = window as unknown as { __historyBacks: number };
        const back = History.prototype.back;
        w.__historyBacks = 0;
        History.prototype.back = function (this: History) {
          w.__historyBacks++;
          return back.call(this);
        };
      });
      const flowLoaded = page.waitForResponse((r) => /back-to-native-flow/.test(r.url()));
      await page.goto(LANDING);
      // A Playwright tab keeps its first about:blank in the history; a webview starts with the page itself.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.resetNavigationHistory');
      await cdp.detach();
      await ctx.expect(page.locator('[data-page="feedback"]')).toBeVisible();
      await flowLoaded;
      if (hasPreviousPage(ctx)) {
        await page.evaluate((url) => history.pushState(null, '', url), PREVIOUS);
        await ctx.expect(page.locator('[data-page="feedback_help"]')).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      await page.clock.pauseAt(Date.now() + 1000);
    },
  },
  states: {
    'backToNative.idle': {
      qa: 'the page is shown with “Back” in its header; even a second later there is no hint, and the app is not asked to close',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('page-header').getByRole('button', { name: 'Back' })).toBeVisible();
        await ctx.page.clock.runFor(1000);
        await noHint(ctx);
        ctx.expect(await exitCalls(ctx)).toBe(0);
      },
    },
    'backToNative.goingBack': {
      qa: 'the page went back in the history; for the next 500 ms the app is not asked to close the webview',
      async see(ctx) {
        await ctx.expect.poll(() => historyBacks(ctx.page)).toBeGreaterThan(0);
        const asked = await exitCalls(ctx);
        await ctx.page.clock.runFor(499);
        ctx.expect(await exitCalls(ctx)).toBe(asked);
      },
    },
    'backToNative.exitingWebView': {
      qa: 'the app is asked to close the webview (exitWebView)',
      async see(ctx) {
        await ctx.expect.poll(() => exitCalls(ctx)).toBe(1);
      },
    },
    'backToNative.closeFallback': {
      qa: `the screen shows “${CLOSE_HINT}” (read out by a screen reader)`,
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('toast')).toContainText(CLOSE_HINT);
        await ctx.expect(ctx.page.getByTestId('toast-region')).toHaveAttribute('aria-live', 'polite');
      },
    },
    'backToNative.closed': {
      qa: 'the app was asked to close the webview once, and no hint is shown',
      async see(ctx) {
        await ctx.expect.poll(() => exitCalls(ctx)).toBe(1);
        await noHint(ctx);
      },
    },
  },
  events: {
    BACK_PRESSED: {
      qa: 'Tap “Back” in the page header',
      async drive(ctx) {
        const before = await historyBacks(ctx.page);
        await ctx.page.getByTestId('page-header').getByRole('button', { name: 'Back' }).click();
        await ctx.expect.poll(() => historyBacks(ctx.page)).toBe(before + 1);
      },
    },
    URL_CHANGED: {
      qa: 'The webview shows the previous page (the address changes)',
      async drive(ctx) {
        await ctx.expect(ctx.page).toHaveURL(/\/feedback\?transparent=true$/);
        await ctx.expect(ctx.page.locator('[data-page="feedback"]')).toBeVisible();
      },
    },
    'AFTER:backToNativeCheck': {
      qa: 'Wait half a second (500 ms after the tap)',
      async drive(ctx) {
        // The goingBack observer already ran 499 ms of the check.
        await ctx.page.clock.runFor(1);
      },
    },
    // The simulated app answers on a timer, and the page's clock is paused: let a moment pass.
    'DONE:exitWebView': {
      qa: 'The app accepts the request to close the webview',
      drive: (ctx) => ctx.page.clock.runFor(50),
    },
    'ERROR:exitWebView': {
      qa: 'The app refuses to close the webview (set the simulated app to answer exitWebView with code 500)',
      async arrange(ctx) {
        await ctx.setShellReply('exitWebView', { code: 500, msg: 'cannot close' });
      },
      drive: (ctx) => ctx.page.clock.runFor(50),
    },
  },
  oracle: backToNativeOracle,
  effects: {
    goBackInHistory: {
      qa: () => 'the page goes back in the webview history',
      see: async (ctx) => void (await ctx.expect.poll(() => historyBacks(ctx.page)).toBeGreaterThan(0)),
    },
    'request:exitWebView': {
      qa: () => 'the app is asked to close the webview (exitWebView)',
      see: async (ctx) => void (await ctx.expect.poll(() => exitCalls(ctx)).toBe(1)),
    },
    showCloseHint: {
      qa: () => `the screen shows “${CLOSE_HINT}”`,
      see: async (ctx) => void (await ctx.expect(ctx.page.getByTestId('toast')).toContainText(CLOSE_HINT)),
    },
  },
};
