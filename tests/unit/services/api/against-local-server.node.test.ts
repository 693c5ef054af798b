/**
 * The services against the real local API server (in process): the server checks every signature,
 * token and body, so these pass only if the client and the server agree on the wire contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '../../../../server/app';
import {
  buildRequestHeaders,
  createApiClient,
  getUserProfile,
  getUserStatus,
  getWxUrlSignature,
  login,
  refreshAuthToken,
  type ApiClient,
} from '@/services/api';
import { createAnalytics } from '@/services/analytics/tracker';
import { createMemoryOutbox } from '@/services/analytics/outbox';
import { createErrorReporter } from '@/services/error-reporting';
import { config } from '@/platform/config';

let api: ApiApp;
const serverFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  api.fetch(new Request(new URL(String(input), 'http://localhost'), init))) as typeof fetch;
const control = async (path: string, init?: RequestInit) =>
  (await serverFetch(`/__control${path}`, init)).json() as Promise<Record<string, unknown>>;

beforeAll(() => {
  api = createApiApp({ env: {}, config: { testMode: true, databasePath: ':memory:', riskLimitPerMinute: 0 } });
});
afterAll(() => api.close());

function session() {
  const state = {
    authToken: null as string | null,
    refreshToken: null as string | null,
    userId: null as string | null,
  };
  let refreshes = 0;
  const client: ApiClient = createApiClient({
    fetch: serverFetch,
    session: () => ({ authToken: state.authToken, userId: state.userId, deviceId: 'device-1' }),
    appIdentity: () => ({ appId: 300, appVersion: config.webAppVersion }),
    tokenRefresher: async () => {
      refreshes++;
      const fresh = await refreshAuthToken(client, { refresh_token: state.refreshToken ?? '' });
      state.authToken = fresh.auth_token;
      state.refreshToken = fresh.refresh_token;
      return fresh.auth_token;
    },
  });
  return { client: () => client, state, refreshes: () => refreshes };
}

describe('web client and local server agree', () => {
  it('anonymous login, status, profile and a refreshed token replayed once', async () => {
    const s = session();
    const answer = await login(s.client(), {
      login_type: 5,
      device_info: { uuid: 'b3c4d5e6-0000-4000-8000-000000000001', os: 3 },
    });
    Object.assign(s.state, {
      authToken: answer.auth_token,
      refreshToken: answer.refresh_token,
      userId: answer.user_id,
    });
    expect(answer.is_anonymous).toBe(true);

    await expect(getUserStatus(s.client())).resolves.toMatchObject({ user_id: answer.user_id, is_anonymous: true });
    await expect(getUserProfile(s.client(), { user_id: answer.user_id })).resolves.toMatchObject({
      user: { user_id: answer.user_id },
    });

    await control('/tokens', { method: 'POST', body: JSON.stringify({ action: 'expire', token: answer.auth_token }) });
    await expect(getUserStatus(s.client())).resolves.toMatchObject({ user_id: answer.user_id });
    expect(s.refreshes()).toBe(1);
    expect(s.state.authToken).not.toBe(answer.auth_token);
  });

  it('the WeChat signature call is accepted', async () => {
    const s = session();
    const sig = await getWxUrlSignature(s.client(), {
      url: 'https://h5.talkie-ai.com/share/chat?id=1',
      wx_app_id: config.wechatAppId,
    });
    expect(sig.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('analytics keepalive batches are stored once each, even when sent twice', async () => {
    const s = session();
    let n = 0;
    const outbox = createMemoryOutbox();
    const analytics = createAnalytics({
      client: s.client(),
      fetch: serverFetch,
      outbox,
      appId: 300,
      newId: () => `it-evt-${++n}`,
      context: () => ({
        user_id: null,
        device_id: 'device-1',
        uuid: 'anon-it',
        ua: 'vitest',
        app_version: '1.0.0',
        is_inapp: false,
        bundle_name: 'talkie_h5',
        bundle_version: '0.1.0',
      }),
    });
    analytics.trackPageView({ page: 'share_chat' });
    analytics.trackClick('open_app', { npc_id: 'n1' });
    await analytics.flush();
    expect(outbox.load()).toEqual([]);
    // A batch whose answer was lost comes back from the outbox: the server drops the duplicates.
    outbox.save([
      {
        event_uuid: 'it-evt-1',
        event_data: JSON.stringify({ common_params: { event_name: 'page_view' } }),
        event_timestamp_ms: Date.now(),
        user_identifier: 'anon-it',
      },
    ]);
    await analytics.flush();
    const stored = await control('/events?user_identifier=anon-it');
    expect(stored.count).toBe(2);
  });

  it('error reports are accepted by the sink', async () => {
    const s = session();
    const reporter = createErrorReporter({
      endpoints: [config.errorReportPath],
      fetch: serverFetch,
      headers: (query, body) => buildRequestHeaders(query, body, s.client().headerContext()),
    });
    reporter.report(new Error('integration'), { path: '/x', method: 'POST', status: 500 }, 'api');
    await reporter.flush();
    const reports = (await control('/error_reports')) as { reports: { message: string }[] };
    expect(reports.reports.map((r) => r.message)).toContain('integration');
  });
});
