import type { Browser, TestInfo } from '@playwright/test';
import { createClone, getCloneQuota } from '../../src/api/contract/creator';
import { expect, newDeviceContext, test } from './support/fixtures';
import { keptServerMarkup, openServerRendered } from './support/server-markup';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { baseUrlOf, newAccount, ONE_PROJECT, type TestAccount } from './membership-invitation.helpers';
import { storeSession, storeSessionCookie } from './support/sign-in';

/**
 * The clone flow's introduction with the app's session: the webview carries the auth cookie (SPEC §3),
 * the server renders the visitor's allowance for the week, and the flow takes it over without a
 * mismatch and without asking again; Start still opens the form.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

async function sessionPage(browser: Browser, testInfo: TestInfo, account: TestAccount, locale: string) {
  const context = await newDeviceContext(browser, testInfo.project.use, { locale });
  await storeSession(context, account);
  await storeSessionCookie(context, account, baseUrlOf(testInfo));
  const page = await context.newPage();
  return { context, page, problems: collectPageProblems(page) };
}

for (const [locale, left, formTitle] of [
  ['en-US', '2 characters left to create this week', 'Create your AI clone'],
  ['ja-JP', '今週はあと2体作成できます', 'AIクローンを作ろう'],
] as const) {
  test(`the clone introduction (${locale}): the visitor's allowance in the HTML, taken over without asking again; Start opens the form`, async ({
    browser,
  }, testInfo) => {
    const account = await newAccount(testInfo);
    await account.api.call(createClone, {
      request_id: `ssr-${testInfo.testId}`,
      name: 'Robin',
      persona: 'Calm and kind.',
      greeting: 'Hello!',
      image_urls: [],
    });
    expect((await account.api.call(getCloneQuota, {})).quota.used).toBe(1);
    const { context, page, problems } = await sessionPage(browser, testInfo, account, locale);
    const { answer, html, dataCalls } = await openServerRendered(page, '/ai/clone');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(html).toContain('data-testid="clone-intro"');
    expect(html.replace(/<!-- -->/g, '')).toContain(left);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
      .toBe(true);
    expect(dataCalls, 'no second request for the allowance the HTML carried').toEqual([]);
    await page.getByTestId('clone-start').click();
    await expect(page.getByTestId('clone-form')).toContainText(formTitle);
    await page.getByTestId('clone-name').fill('Luna');
    await expect(page.getByTestId('name-count')).toContainText('4');
    expectNoProblems(problems, '/ai/clone');
    await context.close();
  });
}

test('a week used up: the limit in the HTML, and nothing asked again', async ({ browser }, testInfo) => {
  const account = await newAccount(testInfo);
  for (const n of [1, 2, 3])
    await account.api.call(createClone, {
      request_id: `ssr-full-${n}-${testInfo.testId}`,
      name: `Robin ${n}`,
      persona: 'Calm.',
      greeting: 'Hello!',
      image_urls: [],
    });
  const { context, page, problems } = await sessionPage(browser, testInfo, account, 'en-US');
  const { html, dataCalls } = await openServerRendered(page, '/ai/clone');
  expect(html).toContain('data-testid="clone-limit"');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => keptServerMarkup(page)).toBe(true);
  await expect(page.getByTestId('clone-limit')).toHaveText('exceed create limit');
  expect(dataCalls).toEqual([]);
  expectNoProblems(problems, '/ai/clone');
  await context.close();
});

test("the form and the summary: the frame in the HTML, the same for everyone; the browser's draft fills them in after the takeover", async ({
  browser,
}, testInfo) => {
  const account = await newAccount(testInfo);
  const { context, page, problems } = await sessionPage(browser, testInfo, account, 'en-US');
  const draft = {
    name: 'Robin 林',
    persona: 'A calm night-shift nurse.',
    greeting: 'Long shift? Sit, I saved you tea.',
    imageUrls: [],
  };
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `talkie:draft:clone:${account.userId}`,
    JSON.stringify(draft),
  ] as const);
  for (const [url, shows] of [
    ['/ai/clone/create', 'clone-form'],
    ['/ai/clone/summary', 'clone-summary'],
  ] as const) {
    const { answer, html } = await openServerRendered(page, url);
    expect(answer?.headers()['cache-control'], url).toMatch(/^public/);
    expect(html, url).toContain('data-testid="page-title"');
    expect(html, 'nobody’s draft in the HTML').not.toContain(draft.name);
    await expect(page.getByTestId(shows)).toBeVisible();
    await expect
      .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
      .toBe(true);
    if (shows === 'clone-form') await expect(page.getByTestId('clone-name')).toHaveValue(draft.name);
    else await expect(page.getByTestId('summary-name')).toHaveText(draft.name);
  }
  expectNoProblems(problems, '/ai/clone/create');
  await context.close();
});
