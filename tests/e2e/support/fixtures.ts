import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { collectPageProblems, type PageProblems } from './page-problems';

/**
 * The project's device and page options (viewport, user agent, touch, locale, base URL...) as context
 * options, so a test or a worker can open its own context that looks like the project's device.
 */
export function deviceContextOptions(
  use: BrowserContextOptions & { baseURL?: string | undefined },
): BrowserContextOptions {
  const {
    viewport,
    screen,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
    colorScheme,
  } = use;
  return {
    viewport,
    screen,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
    colorScheme,
  };
}

/** Opens a context with the project's device options, changed by `overrides` (e.g. another user agent). */
export async function newDeviceContext(
  browser: Browser,
  projectUse: BrowserContextOptions,
  overrides: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...deviceContextOptions(projectUse), ...overrides });
}

interface WorkerFixtures {
  /** One page per worker on the project's device, reused by every test of the worker (fast route sweeps). */
  sharedPage: Page;
  sharedPageProblems: PageProblems;
}

interface TestFixtures {
  /** Errors of `sharedPage` during the current test only. */
  sharedProblems: PageProblems;
  /** Errors of the test's own `page`. */
  problems: PageProblems;
}

interface SharedPageState {
  page: Page;
  problems: PageProblems;
}

// Playwright's fixture callback is called `provide` here: the React hooks lint rule takes `use(...)` for a hook.
export const test = base.extend<TestFixtures, WorkerFixtures & { sharedState: SharedPageState }>({
  sharedState: [
    async ({ browser }, provide, workerInfo) => {
      const context = await newDeviceContext(browser, workerInfo.project.use);
      const page = await context.newPage();
      const problems = collectPageProblems(page);
      await provide({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: [async ({ sharedState }, provide) => provide(sharedState.page), { scope: 'worker' }],
  sharedPageProblems: [async ({ sharedState }, provide) => provide(sharedState.problems), { scope: 'worker' }],
  sharedProblems: async ({ sharedPageProblems }, provide) => {
    sharedPageProblems.clear();
    await provide(sharedPageProblems);
  },
  problems: async ({ page }, provide) => {
    await provide(collectPageProblems(page));
  },
});

export { expect } from '@playwright/test';

/**
 * Tag of the tests whose behaviour depends on the device (iOS user agent, viewport, platform): the only
 * ones the second profile (iphone-13, the same Chromium engine as pixel-7) runs. See playwright.config.ts.
 */
export const DEVICE_TAG = '@device';
