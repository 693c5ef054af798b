import type { BrowserContext, Page } from '@playwright/test';
import { expect, routeToApi, test, type PrivateApi } from './share.helpers';
import { checkStatusInParallel, waitForSession } from './support/session';

/**
 * One login across the tabs of a browser: two pages of one browser context share local storage, and a
 * token refresh made by one of them must not log the other out. The API is the worker's private
 * server (share.helpers), so the request counts and the injected faults belong to one test only.
 */
const PAGE = '/feedback';
const API = '/weaver/api/v1';
const REFRESH = `${API}/account/refresh_auth_token`;
const LOGIN = `${API}/account/login`;

/** Opens PAGE in a new tab of `context` and waits for its login. */
async function openTab(context: BrowserContext, api: PrivateApi, page?: Page) {
  const tab = page ?? (await context.newPage());
  await routeToApi(tab, api);
  await tab.goto(PAGE);
  const stored = await waitForSession(tab);
  if (!stored.userId || !stored.authToken) throw new Error('the tab stored no login');
  return { tab, userId: stored.userId, authToken: stored.authToken };
}

const variants = [
  { name: 'with Web Locks', hideWebLocks: false },
  // Older webviews have no navigator.locks: the tabs coordinate through a lease in local storage.
  { name: 'without Web Locks', hideWebLocks: true },
];

for (const { name, hideWebLocks } of variants) {
  test(`two tabs with an expired token: one refresh reaches the server and both tabs keep the user (${name})`, async ({
    page,
    context,
    api,
  }) => {
    if (hideWebLocks)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined }),
      );
    const first = await openTab(context, api, page);
    const second = await openTab(context, api);
    expect(second.userId).toBe(first.userId);
    expect(await first.tab.evaluate(() => 'locks' in navigator && navigator.locks !== undefined)).toBe(!hideWebLocks);
    await api.control.tokens('expire', { token: first.authToken });
    await api.control.clearRequests();

    const [inFirst, inSecond] = await Promise.all([
      checkStatusInParallel(first.tab, 3),
      checkStatusInParallel(second.tab, 3),
    ]);

    const user = first.userId;
    expect(inFirst).toEqual([user, user, user]);
    expect(inSecond).toEqual([user, user, user]);
    expect(await api.control.requests(REFRESH)).toHaveLength(1);

    // Afterwards each tab makes an authenticated call of its own with the new token.
    await api.control.clearRequests();
    expect(await checkStatusInParallel(first.tab, 1)).toEqual([user]);
    expect(await checkStatusInParallel(second.tab, 1)).toEqual([user]);
    const calls = await api.control.requests(`${API}/account/get_user_status`);
    expect(calls.map((c) => c.status_code)).toEqual([0, 0]);
    expect(new Set(calls.map((c) => c.headers['x-token'])).size).toBe(1);
    expect(calls[0]?.headers['x-token']).not.toBe(first.authToken);
    expect(await api.control.requests(REFRESH)).toHaveLength(0);
    expect(await api.control.requests(LOGIN)).toHaveLength(0);
  });
}

test('a refresh whose answer is lost is sent again and the page keeps its user', async ({ page, context, api }) => {
  const { tab, userId, authToken } = await openTab(context, api, page);
  await api.control.addFault({ path: REFRESH, kind: 'drop', phase: 'after', count: 1 });
  await api.control.tokens('expire', { token: authToken });
  await api.control.clearRequests();

  expect(await checkStatusInParallel(tab, 2)).toEqual([userId, userId]);

  expect((await api.control.requests(REFRESH)).map((r) => r.fault)).toEqual(['drop', null]);
  expect(await api.control.requests(LOGIN)).toHaveLength(0);
});
