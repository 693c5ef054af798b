import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, newDeviceContext, test } from './support/fixtures';
import { keptServerMarkup, openServerRendered } from './support/server-markup';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import {
  baseUrlOf,
  browserContext,
  controlFor,
  newAccount,
  ONE_PROJECT,
  type TestAccount,
} from './membership-invitation.helpers';
import { ticketsOf } from './help.helpers';
import { storeSession, storeSessionCookie } from './support/sign-in';

/**
 * The help forms rendered by the server with the app's session (the auth cookie the webview carries,
 * SPEC §3): the form is in the HTML; the app takes it over without a mismatch; the form's draft, which
 * only the browser holds, comes right after hydration with its note; text typed before the app took
 * over is kept (never overwritten by an older draft) and sent; what the HTML answered is not asked again.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

async function open(browser: Browser, testInfo: TestInfo, account?: TestAccount) {
  const visitor = account ?? (await newAccount(testInfo));
  const context = await browserContext(browser, testInfo);
  await storeSession(context, visitor);
  await storeSessionCookie(context, visitor, baseUrlOf(testInfo));
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  return { context, page, problems, account: visitor };
}

/** Holds the page's scripts back until `release()`: the server's HTML alone, as on a slow phone. */
/** The browser keeps a form draft holding `text` (saved a moment after typing): waited for instead of a fixed pause. */
const draftHolds = (page: Page, text: string) =>
  page.evaluate(
    (t) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('talkie:draft:') && (localStorage.getItem(key) ?? '').includes(t),
      ),
    text,
  );

async function holdScripts(page: Page) {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const FORMS = [
  { path: '/appeal', testId: 'appeal-form', field: 'Reason' },
  { path: '/report', testId: 'report-form', field: 'Why is it a copy of yours?' },
  { path: '/feedback', testId: 'feedback-form', field: 'Describe the problem' },
  { path: '/app/delete', testId: 'deletion-form', field: 'Tell us more' },
] as const;

test.describe('help forms rendered with the app session', () => {
  for (const form of FORMS) {
    test(`${form.path}: the form in the HTML, taken over without a mismatch; a saved draft comes back after a server-rendered load`, async ({
      browser,
    }, testInfo) => {
      const { context, page, problems } = await open(browser, testInfo);
      const { answer, html, dataCalls } = await openServerRendered(page, form.path);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(html).toContain(`data-testid="${form.testId}"`);
      expect(html).toContain('data-testid="submit"');
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
        .toBe(true);
      await expect(page.getByTestId('draft-restored')).toHaveCount(0);
      // The feedback page's earlier requests are not in the HTML: read once, after hydration.
      expect(dataCalls, 'no second request for what the HTML carried').toEqual(
        form.path === '/feedback' ? ['/weaver/api/v1/ticket/list'] : [],
      );
      expectNoProblems(problems, form.path);

      // A draft, then a reload the server renders: the HTML has empty fields, the draft comes after hydration.
      await page.getByLabel(form.field).fill('Kept across the reload');
      await expect.poll(() => draftHolds(page, 'Kept across the reload'), { message: 'the draft is kept' }).toBe(true);
      const reload = await page.reload();
      expect(await reload?.text()).not.toContain('Kept across the reload');
      await expect(page.getByTestId('draft-restored')).toBeVisible();
      await expect(page.getByLabel(form.field)).toHaveValue('Kept across the reload');
      expectNoProblems(problems, `${form.path} reloaded with a draft`);
      await context.close();
    });
  }

  test('/appeal: text typed before the app took over is kept over an older draft, and sent', async ({
    browser,
  }, testInfo) => {
    const { context, page, problems, account } = await open(browser, testInfo);
    await page.goto('/appeal');
    await page.getByLabel('Description').fill('An older draft');
    await expect.poll(() => draftHolds(page, 'An older draft'), { message: 'the draft is kept' }).toBe(true);
    const release = await holdScripts(page);
    await page.goto('/appeal', { waitUntil: 'domcontentloaded' });
    // The server's form, typed into before any script ran.
    await page.getByLabel('Description').fill('Typed before the app took over');
    release();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('[data-page]') ?? {}).some((k) => k.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Description')).toHaveValue('Typed before the app took over');
    await page.getByLabel('What is the appeal about?').selectOption('card');
    await page.getByLabel('Reason').fill('Removed by mistake');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submitted')).toBeVisible();
    const [ticket] = await ticketsOf(testInfo, account.userId);
    expect(ticket?.fields).toMatchObject({
      classification: 'card',
      reason: 'Removed by mistake',
      description: 'Typed before the app took over',
    });
    expectNoProblems(problems, '/appeal typed before hydration');
    await context.close();
  });

  test('/feedback in Japanese: typed and sent on the server-rendered form; the earlier requests read once', async ({
    browser,
  }, testInfo) => {
    const account = await newAccount(testInfo);
    const context = await newDeviceContext(browser, testInfo.project.use, { locale: 'ja-JP' });
    await storeSession(context, account);
    await storeSessionCookie(context, account, baseUrlOf(testInfo));
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    const { html, dataCalls } = await openServerRendered(page, '/feedback');
    expect(html).toContain('問題の内容');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => keptServerMarkup(page)).toBe(true);
    expect(dataCalls, 'the earlier requests, read once after hydration').toEqual(['/weaver/api/v1/ticket/list']);
    await page.getByLabel('トピック').selectOption('bug');
    await page.getByLabel('問題の内容').fill('チャットが止まりました');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submitted')).toBeVisible();
    expect((await ticketsOf(testInfo, account.userId))[0]?.fields.description).toBe('チャットが止まりました');
    expectNoProblems(problems, '/feedback ja');
    await context.close();
  });

  test('/ban_appeal: the standing in the HTML, its read not sent again; a banned account reads it once after hydration and appeals', async ({
    browser,
  }, testInfo) => {
    const { context, page, problems, account } = await open(browser, testInfo);
    const first = await openServerRendered(page, '/ban_appeal');
    expect(first.html).toContain('data-testid="ban-status"');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => keptServerMarkup(page)).toBe(true);
    await expect(page.getByTestId('ban-status')).toHaveAttribute('data-banned', 'false');
    expect(first.dataCalls, 'the ban status the HTML carried is not asked again').toEqual([]);
    expectNoProblems(problems, '/ban_appeal');

    await controlFor(testInfo).setUserStatus(account.userId, 'banned');
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ticket/get_ban_status')) statusCalls.push(r.url());
    });
    await page.reload();
    await expect(page.getByTestId('ban-status')).toHaveAttribute('data-banned', 'true');
    await page.getByLabel('Reason').fill('Not spam');
    await page.getByLabel('Description').fill('I only shared my own story.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submitted')).toBeVisible();
    expect(statusCalls).toHaveLength(1);
    await context.close();
  });
});
