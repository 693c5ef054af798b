import type { Browser, BrowserContext, Page, Request, TestInfo } from '@playwright/test';
import { getSubscriptionSettings, getWeeklyReport } from '../../src/api/contract/creator';
import { config } from '../../src/platform/config';
import { installSimulatedShell, type SimulatedShellOptions } from '../../src/services/bridge/simulated-shell';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../server/services/store-sandbox';
import { expect, newDeviceContext, test } from './support/fixtures';
import { isDataCall, markServerMarkup, keptServerMarkup } from './support/server-markup';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { talkieUserAgent } from './support/user-agents';
import { newCreator } from './creator.helpers';
import { ONE_PROJECT, type TestAccount } from './membership-invitation.helpers';
import { appUserOf, storeSessionCookie } from './support/sign-in';

/**
 * The creator's own pages as the preview server renders them. Inside the app, whose webview carries
 * the app's auth cookie, the creator's week and settings are in the HTML; the app takes the page over
 * (hydrates the server's markup, not a new one) without a mismatch and without asking again for what
 * the HTML carried, and the form works as before. In a browser without the cookie the HTML paints the
 * page's frame, and the page then asks to open the app. One device profile: the render does not
 * depend on it.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const dataCallsOf = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (isDataCall(request)) calls.push(path);
  });
  return calls;
};

/** The simulated app signed in as `account`, in `locale`, its webview carrying the app's auth cookie. */
async function appWithCookie(
  browser: Browser,
  testInfo: TestInfo,
  account: TestAccount,
  locale: string,
): Promise<BrowserContext> {
  const context = await newDeviceContext(browser, testInfo.project.use, {
    locale,
    userAgent: talkieUserAgent(testInfo.project.use.userAgent ?? '', '2.30.0'),
  });
  const shell: SimulatedShellOptions = {
    platform: 'android',
    storeKey: DEFAULT_STORE_SANDBOX_KEY,
    signingSalt: config.signingSalt,
    appVersion: '2.30.0',
    user: appUserOf(account),
  };
  await context.addInitScript(installSimulatedShell, shell);
  await storeSessionCookie(context, account, String(testInfo.project.use.baseURL));
  return context;
}

const TEXT = {
  en: {
    chart: 'Daily views this week',
    views: 'Views',
    settings: 'Benefit settings',
    guardian: 'Star guardian',
    login: 'Please log in to participate',
    saved: 'Saved. Your subscribers see the new settings now.',
  },
  ja: {
    chart: '今週の日別閲覧数',
    views: '閲覧数',
    settings: '特典設定',
    guardian: 'スターガーディアン',
    login: '',
    saved: '',
  },
} as const;
const html = (text: string) => text.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`the creator's own pages in ${language}`, () => {
    test.use({ locale });
    const words = TEXT[language];

    test('/weekly_report with the app cookie: the week in the HTML, taken over without a second request', async ({
      browser,
    }, testInfo) => {
      const creator = await newCreator(testInfo);
      const report = await creator.api.call(getWeeklyReport, {});
      const views = new Intl.NumberFormat(language).format(report.this_week.see_count);
      const context = await appWithCookie(browser, testInfo, creator, locale);
      const page = await context.newPage();
      const problems = collectPageProblems(page);
      const calls = dataCallsOf(page);
      await markServerMarkup(page);
      const answer = await page.goto('/weekly_report');
      const body = html((await answer?.text()) ?? '');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(body).toContain('data-testid="weekly-report"');
      expect(body).toContain(words.chart);
      expect(body).toContain(views);
      await expect(page.getByTestId('count-see_count')).toContainText(views);
      await expect(page.getByTestId('weekly-chart').locator('rect')).toHaveCount(7);
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
        .toBe(true);
      expect(calls, 'no second request for what the HTML carried').toEqual([]);
      // The page works once taken over: the create button leads to the clone flow.
      await page.getByTestId('weekly-create-button').click();
      await expect(page).toHaveURL(/\/ai\/clone$/);
      expectNoProblems(problems, '/weekly_report');
      await context.close();
    });

    test('/creator/subscription with the app cookie: the settings in the HTML; the form keeps what is typed and saves', async ({
      browser,
    }, testInfo) => {
      const creator = await newCreator(testInfo);
      const context = await appWithCookie(browser, testInfo, creator, locale);
      const page = await context.newPage();
      const problems = collectPageProblems(page);
      const calls = dataCallsOf(page);
      await markServerMarkup(page);
      const answer = await page.goto('/creator/subscription');
      const body = html((await answer?.text()) ?? '');
      expect(body).toContain('data-testid="subscription-settings"');
      expect(body).toContain(words.settings);
      expect(body).toContain(words.guardian);
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
        .toBe(true);
      expect(calls, 'no second request for what the HTML carried').toEqual([]);

      const form = page.getByTestId('subscription-settings');
      await form.getByTestId('benefits-input').fill('Letters every month');
      await form.getByTestId('add-level').click();
      await form.locator('#cr-price-1').fill('120');
      await form.getByTestId('save-subscription').click();
      await expect(form.getByTestId('save-result').locator('.cr-ok')).toBeVisible();
      if (words.saved) await expect(form.getByTestId('save-result')).toHaveText(words.saved);
      await expect(form.getByTestId('benefits-input')).toHaveValue('Letters every month');
      await expect(form.getByTestId('level-1')).toBeVisible();
      expect((await creator.api.call(getSubscriptionSettings, {})).settings.benefits).toBe('Letters every month');
      await page.getByRole('tab', { name: words.guardian }).click();
      await expect(page.getByTestId('guardian-list')).toBeVisible();
      expectNoProblems(problems, '/creator/subscription');
      await context.close();
    });

    test('without the cookie: the frame in the HTML, then the page asks a browser visitor to open the app', async ({
      page,
      problems,
    }) => {
      await markServerMarkup(page);
      for (const url of ['/weekly_report', '/creator/subscription']) {
        // The page's own anonymous login writes the app's auth cookie: a first visit carries none.
        await page.context().clearCookies();
        const answer = await page.goto(url);
        const body = html((await answer?.text()) ?? '');
        expect(answer?.headers()['cache-control']).toMatch(/^public/);
        expect(body).not.toContain('tk-loading');
        expect(body).toContain(url === '/weekly_report' ? words.chart : words.settings);
        await expect(page.getByTestId('login-required')).toBeVisible();
        if (words.login) await expect(page.getByTestId('login-required')).toContainText(words.login);
        await expect
          .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
          .toBe(true);
      }
      expectNoProblems(problems, 'the creator pages without a session');
    });
  });
}
