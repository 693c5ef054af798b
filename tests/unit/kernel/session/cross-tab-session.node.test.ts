/**
 * The login shared by the tabs of one browser, against the real local server: the real auth flow in
 * each tab, one shared local storage with its storage events, with Web Locks and without them (the
 * storage lease fallback).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { getUserStatus } from '@/services/api/endpoints';
import { createBrowser, type BrowserTab, type FakeBrowser } from '../../support/browser-tabs';
import { API, startInProcess, visitPage, type PageSession } from './support/page-session';
import { onFakeClock } from '../../support/fake-clock';

let server: ReturnType<typeof startInProcess>;

beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());
afterEach(() => server.control.setClockOffset(0));

/** Opens a tab of `browser` (or shows the page in `tab`) and waits for its login. */
async function openTab(browser: FakeBrowser, tab: BrowserTab = browser.openTab()): Promise<PageSession> {
  const page = visitPage(server, { tab });
  await waitFor(page.actor, (s) => s.matches('authenticated'));
  return page;
}

const memoryTokens = (page: PageSession) => {
  const session = page.actor.getSnapshot().context.session;
  return { authToken: session?.authToken, refreshToken: session?.refreshToken };
};
const storedTokens = (page: PageSession) => {
  const stored = page.storage.readAuth();
  return { authToken: stored.authToken, refreshToken: stored.refreshToken };
};
const countAll = (pages: PageSession[], path: string): number => pages.reduce((sum, page) => sum + page.count(path), 0);

describe.each([
  { browserKind: 'with Web Locks', webLocks: true },
  { browserKind: 'without Web Locks (storage lease)', webLocks: false },
])('two tabs $browserKind', ({ webLocks }) => {
  it('requests of both tabs rejected for one expired token make one refresh, and both tabs keep the user', async () => {
    const browser = createBrowser({ webLocks });
    const first = await openTab(browser);
    const second = await openTab(browser);
    const userId = first.storage.readAuth().userId;
    expect(second.storage.readAuth().userId).toBe(userId);
    expect(countAll([first, second], 'account/login')).toBe(1);
    await server.control.tokens('expire', { token: first.storage.readAuth().authToken ?? '' });

    const answers = await Promise.all(
      [first, second, first, second].map((page) => getUserStatus(page.services.client)),
    );

    expect(answers.map((a) => a.user_id)).toEqual([userId, userId, userId, userId]);
    expect(countAll([first, second], 'account/refresh_auth_token')).toBe(1);
    expect(countAll([first, second], 'account/login')).toBe(1);
    expect(memoryTokens(first)).toEqual(storedTokens(first));
    expect(memoryTokens(second)).toEqual(storedTokens(first));
    if (browser.locks) expect(browser.locks.requests('talkie-refresh')).toBe(2);
    else expect(browser.data.has('refresh_lease')).toBe(false);
  });

  it('a tab takes the tokens another tab stored, and its own later refresh uses them', async () => {
    const browser = createBrowser({ webLocks });
    const first = await openTab(browser);
    const second = await openTab(browser);
    const userId = first.storage.readAuth().userId;
    await server.control.tokens('expire', { token: first.storage.readAuth().authToken ?? '' });
    await getUserStatus(first.services.client);
    const rotated = storedTokens(first);
    await vi.waitFor(() => expect(memoryTokens(second)).toEqual(rotated));

    // Long after that refresh (its grace window is over), the new auth token expires too.
    await server.control.setClockOffset(60_000);
    await server.control.tokens('expire', { token: rotated.authToken ?? '' });
    const status = await getUserStatus(second.services.client);

    expect(status.user_id).toBe(userId);
    expect(second.count('account/refresh_auth_token')).toBe(1);
    expect(countAll([first, second], 'account/login')).toBe(1);
    expect(storedTokens(second).refreshToken).not.toBe(rotated.refreshToken);
    // The first tab follows in turn and keeps working.
    await vi.waitFor(() => expect(memoryTokens(first)).toEqual(storedTokens(second)));
    expect((await getUserStatus(first.services.client)).user_id).toBe(userId);
  });
});

/** The refresh tokens the server was sent by `pages`, in the order each page sent them. */
const refreshTokensSent = (pages: PageSession[]): unknown[] =>
  pages.flatMap((page) =>
    page.bodies('account/refresh_auth_token').map((body) => (body as { refresh_token?: unknown }).refresh_token),
  );

/**
 * Each tab reads its own copy of local storage, which the browser updates by messages that can come
 * after the lock manager hands the lock over: the second tab holds the lock while its copy still has
 * the refresh token the first tab has just used up.
 */
/** Two logged-in tabs of a browser with Web Locks; the server has just expired their auth token. */
async function twoTabsWithAnExpiredToken() {
  const browser = createBrowser({ webLocks: true });
  const first = await openTab(browser);
  const secondTab = browser.openTab();
  const second = await openTab(browser, secondTab);
  const before = first.storage.readAuth();
  await server.control.tokens('expire', { token: before.authToken ?? '' });
  return { first, second, secondTab, before };
}

describe("two tabs with Web Locks, when the other tab's new tokens reach a tab after the lock does", () => {
  it('a tab whose expired-token request comes back after the other tab refreshed waits for the new tokens and sends no used refresh token', async () => {
    const { first, second, secondTab, before } = await twoTabsWithAnExpiredToken();
    secondTab.holdWrites();

    expect((await getUserStatus(first.services.client)).user_id).toBe(before.userId);
    const rotated = storedTokens(first);
    expect(rotated.refreshToken).not.toBe(before.refreshToken);
    // The lock is free and the second tab's copy still holds the old pair when its request is refused.
    const refreshing = waitFor(second.actor, (s) => s.matches({ authenticated: 'refreshing' }));
    const inSecond = getUserStatus(second.services.client);
    await refreshing;
    await new Promise((resolve) => setTimeout(resolve, 20));
    secondTab.deliverWrites(1); // the new auth token first, the refresh token a moment later
    await new Promise((resolve) => setTimeout(resolve, 20));
    secondTab.deliverWrites();

    expect((await inSecond).user_id).toBe(before.userId);
    expect(refreshTokensSent([first, second])).toEqual([before.refreshToken]);
    expect(memoryTokens(second)).toEqual(rotated);
    expect(storedTokens(second)).toEqual(rotated);
    expect(countAll([first, second], 'account/login')).toBe(1);
  });

  it('a tab that waited for the lock while the other tab refreshed takes its tokens, not a second refresh', async () => {
    const { first, second, secondTab, before } = await twoTabsWithAnExpiredToken();
    // The first tab's refresh is slow to answer, so the second tab queues for the lock behind it.
    await server.control.addFault({
      path: `${API}/account/refresh_auth_token`,
      kind: 'latency',
      latency_ms: 300,
      count: 1,
    });
    secondTab.holdWrites();

    const inFirst = getUserStatus(first.services.client);
    await vi.waitFor(() => expect(first.count('account/refresh_auth_token')).toBe(1));
    const refreshing = waitFor(second.actor, (s) => s.matches({ authenticated: 'refreshing' }));
    const inSecond = getUserStatus(second.services.client);
    await refreshing;
    expect((await inFirst).user_id).toBe(before.userId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    secondTab.deliverWrites();

    expect((await inSecond).user_id).toBe(before.userId);
    expect(refreshTokensSent([first, second])).toEqual([before.refreshToken]);
    expect(memoryTokens(second)).toEqual(storedTokens(first));
    expect(countAll([first, second], 'account/login')).toBe(1);
  });
});

describe('a refresh whose answer is lost', () => {
  it('is sent again with the same refresh token, and the page keeps its user', async () => {
    const browser = createBrowser({ webLocks: true });
    const page = await openTab(browser);
    const before = page.storage.readAuth();
    await server.control.addFault({
      path: `${API}/account/refresh_auth_token`,
      kind: 'drop',
      phase: 'after',
      count: 1,
    });
    await server.control.tokens('expire', { token: before.authToken ?? '' });

    // The pause before the refresh is sent again runs on the fake clock.
    const status = await onFakeClock(() => getUserStatus(page.services.client));

    expect(status.user_id).toBe(before.userId);
    expect(page.count('account/refresh_auth_token')).toBe(2);
    expect(page.count('account/login')).toBe(1);
    expect(page.storage.readAuth().userId).toBe(before.userId);
    expect(page.storage.readAuth().authToken).not.toBe(before.authToken);
  });
});
