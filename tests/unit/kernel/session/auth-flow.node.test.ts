import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { StatusCode } from '@/api/contract/codes';
import { SESSION_TEST_HOOK, type SessionTestHook } from '@/kernel/session/session-test-hook';
import { loginFailureKind, selectSession } from '@/kernel/session/session-view';
import { API, startInProcess, visitPage } from './support/page-session';

let server: ReturnType<typeof startInProcess>;

beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());

describe('auth at boot', () => {
  it('a profile call rejected for its token ends in the login-failed outcome instead of waiting forever', async () => {
    await server.control.addFault({ path: `${API}/user/get_user_profile`, kind: 'base_resp', status_code: StatusCode.TokenExpired, count: 1 });
    const page = visitPage(server);
    // Either the outcome, or the stuck state: the profile call waiting as a refresh waiter in fetchingProfile.
    const settled = await waitFor(page.actor, (s) => s.matches('loginFailed') || s.matches('authenticated') || s.context.waiters.length > 0);

    expect(settled.value).toBe('loginFailed');
    expect(settled.context.failure).toBe('profile-failed');
    expect(page.count('account/refresh_auth_token')).toBe(0);
    expect(page.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'login failed: profile-failed' }), expect.anything(), 'manual');
  });

  it('a first visit the server refuses a new account says so, not "network error"', async () => {
    await server.control.addFault({ path: `${API}/account/login`, kind: 'base_resp', status_code: StatusCode.RiskControl, count: 1 });
    const page = visitPage(server);
    const settled = await waitFor(page.actor, (s) => s.matches('loginFailed') || s.matches('authenticated'));
    expect(settled.context.failure).toBe('too-many-new-accounts');
    expect(selectSession(settled)).toEqual({ status: 'failed', userId: null, isAnonymous: true, failure: 'too-many-new-accounts' });
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
    await server.control.addFault({ path: `${API}/user/get_user_profile`, kind: 'http_error', http_status: 503, count: 1 });
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
    expect(hook.view()).toEqual({ status: 'ready', userId: local.storage.readAuth().userId, isAnonymous: true, failure: null });
    await expect(hook.checkStatusInParallel(2)).resolves.toEqual([local.storage.readAuth().userId, local.storage.readAuth().userId]);
  });
});
