import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { StatusCode } from '@/api/contract/codes';
import { getUserStatus } from '@/services/api/endpoints';
import { SESSION_TEST_HOOK, type SessionTestHook } from '@/kernel/session/session-test-hook';
import { loginFailureKind, selectSession } from '@/kernel/session/session-view';
import { API, startInProcess, visitPage } from './support/page-session';
import { onFakeClock } from '../../support/fake-clock';

let server: ReturnType<typeof startInProcess>;

beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());

describe('auth at boot', () => {
  it('a profile call rejected for its token ends in the login-failed outcome instead of waiting forever', async () => {
    await server.control.addFault({
      path: `${API}/user/get_user_profile`,
      kind: 'base_resp',
      status_code: StatusCode.TokenExpired,
      count: 1,
    });
    const page = visitPage(server);
    // Either the outcome, or the stuck state: the profile call waiting as a refresh waiter in fetchingProfile.
    const settled = await waitFor(
      page.actor,
      (s) => s.matches('loginFailed') || s.matches('authenticated') || s.context.waiters.length > 0,
    );

    expect(settled.value).toBe('loginFailed');
    expect(settled.context.failure).toBe('profile-failed');
    expect(page.count('account/refresh_auth_token')).toBe(0);
    expect(page.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'login failed: profile-failed' }),
      expect.anything(),
      'manual',
    );
  });

  it('a first visit the server refuses a new account says so, not "network error"', async () => {
    await server.control.addFault({
      path: `${API}/account/login`,
      kind: 'base_resp',
      status_code: StatusCode.RiskControl,
      count: 1,
    });
    const page = visitPage(server);
    const settled = await waitFor(page.actor, (s) => s.matches('loginFailed') || s.matches('authenticated'));
    expect(settled.context.failure).toBe('too-many-new-accounts');
    expect(selectSession(settled)).toEqual({
      status: 'failed',
      userId: null,
      isAnonymous: true,
      failure: 'too-many-new-accounts',
    });
    // Retry after the limit: the next login goes through.
    page.actor.send({ type: 'RETRY' });
    const retried = await waitFor(page.actor, (s) => s.matches('authenticated'));
    expect(selectSession(retried).failure).toBeNull();
  });

  it('a login that got no answer says "Network Error"; one answered with a 5xx or an unknown code says "Oops" (never the code)', async () => {
    const cases = [
      { fault: { kind: 'drop' as const }, kind: 'network' },
      { fault: { kind: 'http_error' as const, http_status: 500 }, kind: 'unknown' },
      { fault: { kind: 'base_resp' as const, status_code: 424242 }, kind: 'unknown' },
    ];
    for (const { fault, kind } of cases) {
      await server.control.addFault({ path: `${API}/account/login`, count: 1, ...fault });
      const page = visitPage(server);
      const settled = await waitFor(page.actor, (s) => s.matches('loginFailed') || s.matches('authenticated'));
      expect(settled.value).toBe('loginFailed');
      expect(loginFailureKind(settled.context)).toBe(kind);
      page.actor.stop();
    }
  });

  it('a profile call answered with a 5xx is no network problem', async () => {
    await server.control.addFault({
      path: `${API}/user/get_user_profile`,
      kind: 'http_error',
      http_status: 503,
      count: 1,
    });
    const page = visitPage(server);
    const settled = await waitFor(page.actor, (s) => s.matches('loginFailed') || s.matches('authenticated'));
    expect(settled.context.failure).toBe('profile-failed');
    expect(loginFailureKind(settled.context)).toBe('unknown');
    page.actor.stop();
  });

  it('exposes the session test hook only outside production', async () => {
    const production = visitPage(server, { environment: 'production' });
    expect(production.window[SESSION_TEST_HOOK]).toBeUndefined();
    production.actor.stop();

    const local = visitPage(server, { environment: 'local' });
    const hook = local.window[SESSION_TEST_HOOK] as SessionTestHook;
    expect(hook.view().status).toBe('loading');
    await waitFor(local.actor, (s) => s.matches('authenticated'));
    expect(hook.view()).toEqual({
      status: 'ready',
      userId: local.storage.readAuth().userId,
      isAnonymous: true,
      failure: null,
    });
    await expect(hook.checkStatusInParallel(2)).resolves.toEqual([
      local.storage.readAuth().userId,
      local.storage.readAuth().userId,
    ]);
  });
});

describe('a stored real-name session on a network that does not answer', () => {
  it('keeps the stored user (no anonymous login), shows "Network Error" with Retry, and the retry once the network is back signs the same user in', async () => {
    // A real-name user signed in on this device earlier.
    const first = visitPage(server);
    await waitFor(first.actor, (s) => s.matches('authenticated'));
    first.actor.stop();
    const storage = first.storage;
    const earlier = storage.readAuth();
    storage.saveAuth({
      userId: earlier.userId ?? '',
      authToken: earlier.authToken ?? '',
      refreshToken: earlier.refreshToken ?? '',
      isAnonymous: false,
    });
    const stored = storage.readAuth();

    // The network drops the status check and every refresh attempt of this user's token.
    for (const path of ['account/get_user_status', 'account/refresh_auth_token']) {
      await server.control.addFault({ path: `${API}/${path}`, kind: 'drop', token: stored.authToken ?? '' });
    }
    const page = visitPage(server, { storage });
    const settled = await waitFor(
      page.actor,
      (s) => s.matches('loginFailed') || s.matches('authenticated') || s.matches('loggingInAnonymously'),
      { timeout: 8_000 },
    );

    expect(settled.value).toBe('loginFailed');
    expect(page.count('account/login')).toBe(0);
    expect(storage.readAuth()).toEqual(stored);
    expect(selectSession(settled)).toEqual({
      status: 'failed',
      userId: stored.userId,
      isAnonymous: false,
      failure: 'no-answer',
    });
    expect(loginFailureKind(settled.context)).toBe('network');

    // The network is back: Retry starts over from the stored session.
    await server.control.clearFaults();
    page.actor.send({ type: 'RETRY' });
    const retried = await waitFor(page.actor, (s) => s.matches('authenticated'));
    expect(retried.context.session?.userId).toBe(stored.userId);
    expect(page.count('account/login')).toBe(0);
    expect(storage.readAuth().userId).toBe(stored.userId);
    page.actor.stop();
  }, 15_000);

  it('a status check the server refused and a refresh that got no answer keep the stored user too', async () => {
    const first = visitPage(server);
    await waitFor(first.actor, (s) => s.matches('authenticated'));
    first.actor.stop();
    const stored = first.storage.readAuth();
    const token = stored.authToken ?? '';
    await server.control.addFault({
      path: `${API}/account/get_user_status`,
      kind: 'base_resp',
      status_code: StatusCode.TokenExpired,
      token,
    });
    await server.control.addFault({ path: `${API}/account/refresh_auth_token`, kind: 'drop', token });

    const page = visitPage(server, { storage: first.storage });
    // The refresh's pauses between its attempts run on the fake clock.
    const settled = await onFakeClock(() =>
      waitFor(
        page.actor,
        (s) => s.matches('loginFailed') || s.matches('authenticated') || s.matches('loggingInAnonymously'),
      ),
    );

    expect(settled.value).toBe('loginFailed');
    expect(settled.context.failure).toBe('no-answer');
    // The refresh's own retries of a lost answer ran first: three attempts, then no anonymous login.
    expect(page.count('account/refresh_auth_token')).toBe(3);
    expect(page.count('account/login')).toBe(0);
    expect(first.storage.readAuth()).toEqual(stored);
    await server.control.clearFaults();
    page.actor.stop();
  }, 15_000);

  it('a refresh in the middle of a session that got no answer fails the waiting request and stays signed in as the same user', async () => {
    const page = visitPage(server);
    const signedIn = await waitFor(page.actor, (s) => s.matches('authenticated'));
    const session = signedIn.context.session;
    if (!session) throw new Error('no session');
    await server.control.addFault({
      path: `${API}/account/get_user_status`,
      kind: 'base_resp',
      status_code: StatusCode.TokenExpired,
      token: session.authToken,
      count: 1,
    });
    await server.control.addFault({
      path: `${API}/account/refresh_auth_token`,
      kind: 'drop',
      token: session.authToken,
    });

    // The refresh's pauses between its attempts run on the fake clock.
    await expect(onFakeClock(() => getUserStatus(page.services.client))).rejects.toMatchObject({
      kind: 'business',
      status_code: StatusCode.TokenExpired,
    });
    const after = page.actor.getSnapshot();
    expect(after.value).toEqual({ authenticated: 'ready' });
    expect(after.context.session).toEqual(session);
    expect(page.count('account/login')).toBe(1);
    expect(page.storage.readAuth().userId).toBe(session.userId);

    // The network is back: the next rejected request refreshes again, for the same user.
    await server.control.clearFaults();
    await server.control.addFault({
      path: `${API}/account/get_user_status`,
      kind: 'base_resp',
      status_code: StatusCode.TokenExpired,
      token: session.authToken,
      count: 1,
    });
    await expect(getUserStatus(page.services.client)).resolves.toMatchObject({ user_id: session.userId });
    expect(page.actor.getSnapshot().context.session?.userId).toBe(session.userId);
    expect(page.count('account/login')).toBe(1);
    page.actor.stop();
  }, 15_000);
});
