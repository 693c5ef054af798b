// @vitest-environment node
/**
 * The login shared by the tabs of one browser, against the real local server: the real auth flow in
 * each tab, one shared local storage with its storage events, with Web Locks and without them (the
 * storage lease fallback).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { getUserStatus } from '@/services/api/endpoints';
import { createBrowser, type FakeBrowser } from '../../support/browser-tabs';
import { API, startInProcess, visitPage, type PageSession } from './support/page-session';

let server: ReturnType<typeof startInProcess>;

beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());
afterEach(() => server.control.setClockOffset(0));

/** Opens a tab of `browser` and waits for its login. */
async function openTab(browser: FakeBrowser): Promise<PageSession> {
  const page = visitPage(server, { tab: browser.openTab() });
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

    const answers = await Promise.all([first, second, first, second].map((page) => getUserStatus(page.services.client)));

    expect(answers.map((a) => a.user_id)).toEqual([userId, userId, userId, userId]);
    expect(countAll([first, second], 'account/refresh_auth_token')).toBe(1);
    expect(countAll([first, second], 'account/login')).toBe(1);
    expect(memoryTokens(first)).toEqual(storedTokens(first));
    expect(memoryTokens(second)).toEqual(storedTokens(first));
    if (browser.locks) expect(browser.locks.requests).toBe(2);
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

describe('a refresh whose answer is lost', () => {
  it('is sent again with the same refresh token, and the page keeps its user', async () => {
    const browser = createBrowser({ webLocks: true });
    const page = await openTab(browser);
    const before = page.storage.readAuth();
    await server.control.addFault({ path: `${API}/account/refresh_auth_token`, kind: 'drop', phase: 'after', count: 1 });
    await server.control.tokens('expire', { token: before.authToken ?? '' });

    const status = await getUserStatus(page.services.client);

    expect(status.user_id).toBe(before.userId);
    expect(page.count('account/refresh_auth_token')).toBe(2);
    expect(page.count('account/login')).toBe(1);
    expect(page.storage.readAuth().userId).toBe(before.userId);
    expect(page.storage.readAuth().authToken).not.toBe(before.authToken);
  });
});
