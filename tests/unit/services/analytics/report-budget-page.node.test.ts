/**
 * The page's own reports stay inside the deployed report budgets: its analytics batching and its error
 * reporter, at a heavy but real rate from one page view, against the local server with the budgets a
 * deployed API has, from one address. And a batch the server does refuse (42900) stays in the outbox
 * and is delivered by a later flush: nothing is lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '../../../../server/app';
import { readServerConfig, type ServerConfig } from '../../../../server/config';
import { buildRequestHeaders, createApiClient, login, type ApiClient } from '@/services/api';
import { createAnalytics } from '@/services/analytics/tracker';
import { createMemoryOutbox } from '@/services/analytics/outbox';
import { buildEvent, type AnalyticsContext } from '@/services/analytics/event';
import { createErrorReporter } from '@/services/error-reporting';
import { config } from '@/platform/config';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Talkie/2.31.0';

let api: ApiApp | null = null;
afterEach(() => api?.close());

/** The server with the deployed budgets, and the page's fetch reaching it from one address. */
function serverFor(reportBudget: ServerConfig['reportBudget']) {
  const app = createApiApp({
    env: {},
    warn: () => undefined,
    config: { testMode: true, databasePath: ':memory:', reportBudget },
  });
  api = app;
  const peer = { incoming: { socket: { remoteAddress: '198.51.100.23' } } };
  const serverFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(new URL(String(input), 'http://localhost'), init), peer)) as typeof fetch;
  const control = async <T>(path: string) =>
    (await app.fetch(new Request(`http://localhost/__control${path}`))).json() as Promise<T>;
  return { serverFetch, control };
}

async function pageSession(serverFetch: typeof fetch) {
  const state = { authToken: null as string | null, userId: null as string | null };
  const client: ApiClient = createApiClient({
    fetch: serverFetch,
    session: () => ({ authToken: state.authToken, userId: state.userId, deviceId: 'device-page' }),
    appIdentity: () => ({ appId: 300, appVersion: config.webAppVersion }),
  });
  const answer = await login(client, {
    login_type: 5,
    device_info: { uuid: 'b3c4d5e6-0000-4000-8000-00000000b0d9', os: 3 },
  });
  Object.assign(state, { authToken: answer.auth_token, userId: answer.user_id });
  const context = (): AnalyticsContext => ({
    user_id: state.userId,
    device_id: 'device-page',
    uuid: 'b3c4d5e6-0000-4000-8000-00000000b0d9',
    ua: PHONE_UA,
    app_version: '2.31.0',
    is_inapp: true,
    bundle_name: 'talkie_h5',
    bundle_version: config.appBuildVersion,
    share_trace_id: 'trace-0f9e8d7c6b5a',
    share_clk_type: 'link',
  });
  return { client, state, context };
}

type Refusals = Record<string, { calls: number; items: number }>;

describe('the page against the deployed report budgets', () => {
  it('a heavy page view (300 events with the last visit’s leftovers, 25 errors) has nothing refused', async () => {
    const { serverFetch, control } = serverFor(readServerConfig({}).reportBudget);
    const { client, state, context } = await pageSession(serverFetch);
    const outbox = createMemoryOutbox();
    let n = 0;
    // 100 events the last visit could not deliver wait in the outbox.
    outbox.save(
      Array.from({ length: 100 }, (_, i) =>
        buildEvent(
          {
            event_name: 'character_card_exposure',
            event_type: 'exposure',
            page: 'share_chat',
            extra: { npc_id: `npc_${i}`, position: i },
          },
          context(),
          Date.now() - 60_000,
          `left-${i}`,
        ),
      ),
    );
    const analytics = createAnalytics({
      client,
      fetch: serverFetch,
      outbox,
      appId: 300,
      context,
      newId: () => `evt-${++n}`,
    });

    // One page view: the view, then 199 clicks and exposures in bursts, each burst sent as the tracker's timer would.
    analytics.trackPageView({ page: 'share_chat', parent_page: 'chat_list', share_trace_id: 'trace-0f9e8d7c6b5a' });
    for (let burst = 0; burst < 4; burst++) {
      for (let i = 0; i < 50 - (burst === 0 ? 1 : 0); i++) {
        if (i % 2 === 0)
          analytics.trackClick('message_play_voice', {
            npc_id: 'npc_rank_050',
            message_id: `m_${burst}_${i}`,
            duration_ms: 4200,
          });
        else
          analytics.track({
            event_name: 'message_exposure',
            event_type: 'exposure',
            extra: { npc_id: 'npc_rank_050', message_id: `m_${burst}_${i}` },
          });
      }
      await analytics.flush();
    }
    const reporter = createErrorReporter({
      endpoints: [config.errorReportPath],
      fetch: serverFetch,
      headers: (query, body) => buildRequestHeaders(query, body, client.headerContext()),
      pageUrl: () => 'https://h5.talkie-ai.com/share/chat?chat_id=chat_en&share_trace_id=trace-0f9e8d7c6b5a',
    });
    for (let i = 0; i < 25; i++)
      reporter.report(
        new Error(`voice ${i} could not play`),
        { path: '/weaver/api/v1/share/chat', method: 'POST', status: 500 },
        'api',
      );
    await reporter.flush();

    const { refusals } = await control<{ refusals: Refusals }>('/report_refusals');
    expect(Object.values(refusals).every((r) => r.calls === 0)).toBe(true);
    expect(outbox.load()).toEqual([]);
    expect((await control<{ count: number }>(`/events?user_id=${state.userId}`)).count).toBe(300);
    // The reporter's own limit (20 a minute) and its notice of the 5 it dropped.
    expect((await control<{ count: number }>('/error_reports')).count).toBe(21);
  });

  it('a batch refused by a budget stays in the outbox and is delivered by a later flush', async () => {
    const { serverFetch, control } = serverFor({ ...readServerConfig({}).reportBudget, eventsPerAccount: 10 });
    const { client, state, context } = await pageSession(serverFetch);
    const outbox = createMemoryOutbox();
    const log: string[] = [];
    const analytics = createAnalytics({
      client,
      fetch: serverFetch,
      outbox,
      appId: 300,
      context,
      log: (message) => log.push(message),
    });
    const clicks = (from: number) => {
      for (let i = from; i < from + 8; i++) analytics.trackClick('open_app', { position: i });
    };
    clicks(0);
    await analytics.flush();
    clicks(8);
    await analytics.flush();
    expect(outbox.load()).toHaveLength(8);
    expect(log.at(-1)).toContain('8 events kept for later');
    expect((await control<{ refusals: Refusals }>('/report_refusals')).refusals.event).toMatchObject({ items: 16 }); // the keepalive try and the client's

    // The budget is per minute: a minute later the next flush delivers them.
    await api!.fetch(
      new Request('http://localhost/__control/clock', { method: 'POST', body: JSON.stringify({ offset_ms: 61_000 }) }),
    );
    await analytics.flush();
    expect(outbox.load()).toEqual([]);
    expect((await control<{ count: number }>(`/events?user_id=${state.userId}`)).count).toBe(16);
  });
});
