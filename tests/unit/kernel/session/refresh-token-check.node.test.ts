/**
 * The refresh-token check as the page runs it: after the login, through the auth machine's one
 * refresh, against the real local server. (The end-to-end tests cover the plain due / not due / first
 * visit cases in the browser; these cover how the check meets the rest of the session.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { StatusCode } from '@/api/contract/codes';
import { getUserStatus } from '@/services/api/endpoints';
import { API, memoryStorage, startInProcess, visitPage } from './support/page-session';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: ReturnType<typeof startInProcess>;

beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());

/** A stored session from an earlier visit whose check time is `ageMs` old. */
async function returningVisitor(ageMs: number) {
  const storage = memoryStorage();
  const first = visitPage(server, { storage });
  await waitFor(first.actor, (s) => s.matches('authenticated'));
  first.actor.stop();
  storage.set('refresh_token_time', Date.now() - ageMs);
  return storage;
}

describe('refresh-token check in the page', () => {
  it('a due check and page requests rejected at that moment share one refresh', async () => {
    const storage = await returningVisitor(DAY_MS + 60_000);
    const oldToken = storage.readAuth().authToken ?? '';
    // Keep the check's refresh in flight long enough for the page's requests to be rejected meanwhile.
    await server.control.addFault({
      path: `${API}/account/refresh_auth_token`,
      kind: 'latency',
      latency_ms: 150,
      count: 1,
    });
    const page = visitPage(server, { storage });
    await waitFor(page.actor, (s) => s.matches({ authenticated: 'refreshing' }));
    await server.control.tokens('expire', { token: oldToken });

    const answers = await Promise.all([getUserStatus(page.services.client), getUserStatus(page.services.client)]);

    expect(answers.map((a) => a.user_id)).toEqual([storage.readAuth().userId, storage.readAuth().userId]);
    expect(page.count('account/refresh_auth_token')).toBe(1);
    expect(storage.readAuth().authToken).not.toBe(oldToken);
  });

  it('runs once per page load, even when the session is replaced and authenticated again', async () => {
    const storage = await returningVisitor(DAY_MS + 60_000);
    const page = visitPage(server, { storage });
    await vi.waitFor(() => expect(storage.get('refresh_token_time')).toBeGreaterThan(Date.now() - 60_000));
    const checkedAt = storage.get('refresh_token_time');
    expect(page.count('account/refresh_auth_token')).toBe(1);

    const session = page.actor.getSnapshot().context.session;
    if (!session) throw new Error('no session');
    page.actor.send({ type: 'SESSION_REPLACED', session });
    await waitFor(page.actor, (s) => s.matches('fetchingProfile'));
    await waitFor(page.actor, (s) => s.matches('authenticated'));

    expect(page.count('account/refresh_auth_token')).toBe(1);
    expect(storage.get('refresh_token_time')).toBe(checkedAt);
  });

  it('keeps the old check time when its refresh fails, so the next visit tries again', async () => {
    const storage = await returningVisitor(DAY_MS * 2);
    const storedAt = storage.get('refresh_token_time');
    await server.control.addFault({
      path: `${API}/account/refresh_auth_token`,
      kind: 'base_resp',
      status_code: StatusCode.RefreshTokenInvalid,
      count: 1,
    });
    const page = visitPage(server, { storage });
    // A failed refresh means a new anonymous login (SPEC §4 step 4); the page goes on with that user.
    await waitFor(page.actor, (s) => s.matches('authenticated') && page.count('account/login') === 1);

    expect(page.count('account/refresh_auth_token')).toBe(1);
    expect(storage.get('refresh_token_time')).toBe(storedAt);
  });

  it('makes no refresh for a check 23 hours old and keeps its time (SPEC §4: only after 24 hours)', async () => {
    const storage = await returningVisitor(23 * 60 * 60 * 1000);
    const storedAt = storage.get('refresh_token_time');
    const page = visitPage(server, { storage });
    await waitFor(page.actor, (s) => s.matches('authenticated'));
    // Give a due check every chance to start before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(page.count('account/refresh_auth_token')).toBe(0);
    expect(storage.get('refresh_token_time')).toBe(storedAt);
  });
});
