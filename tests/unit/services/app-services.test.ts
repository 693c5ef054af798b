import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { envelopeSchema } from '@/api/contract/envelope';
import { clearHostCache } from '@/platform/host';
import { createAppServices } from '@/services/app-services';
import { talkieUserAgent } from '@/services/bridge';
import { installSimulatedShell } from '@/services/bridge/simulated-shell';
import { fail, ok } from './support/fake-fetch';

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of ['TalkieBridge', '__talkieBridgeReceive', '__talkieShell', '__talkieShellCalls']) delete (window as unknown as Record<string, unknown>)[key];
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  localStorage.clear();
  clearHostCache();
});

describe('app services', () => {
  it('inside the native app, requests carry the version from the bridge client info', async () => {
    installSimulatedShell({ platform: 'android', appVersion: '2.31.0', userAgent: talkieUserAgent('android', '2.31.0') });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1 }));
    const services = createAppServices(window);
    expect(services.host).toMatchObject({ app: 'talkie', isNativeApp: true, os: 'android' });
    await services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ app_id: '300', app_version: '2.31.0', version_code: '2310', device_id: services.deviceId });
    services.dispose();
  });

  it('on the web, requests carry the web version and the ids stay stable across boots', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1 }));
    const first = createAppServices(window);
    await first.client.post('/weaver/api/v1/x', {}, envelopeSchema({}));
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('app_version')).toBe('1.0.0');
    expect(url.searchParams.get('version_code')).toBe('100');
    first.dispose();
    const second = createAppServices(window);
    expect(second.deviceId).toBe(first.deviceId);
    expect(second.anonymousUuid).toBe(first.anonymousUuid);
    expect(second.deviceId).not.toBe(second.anonymousUuid);
    second.dispose();
  });

  it('page views tracked during boot are sent once the tracker has loaded', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
    const services = createAppServices(window);
    services.analytics.trackPageView({ page: 'share_chat' });
    const tracker = await services.analyticsReady;
    await tracker.flush();
    const report = fetchSpy.mock.calls.find(([url]) => String(url).includes('/event/report'));
    expect(report).toBeDefined();
    const body = JSON.parse(String(report![1]!.body)) as { events: { event_data: string; user_identifier: string }[] };
    expect(body.events).toHaveLength(1);
    expect(JSON.parse(body.events[0]!.event_data).common_params).toMatchObject({ event_name: 'page_view', page: 'share_chat', device_id: services.deviceId });
    expect(body.events[0]!.user_identifier).toBe(services.anonymousUuid);
    services.dispose();
  });

  it('a request rejected before the auth flow has loaded waits for it and is replayed once with the new token', async () => {
    const tokens: (string | null)[] = [];
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      tokens.push(new Headers(init?.headers).get('x-token'));
      calls++;
      return calls === 1 ? fail(40102, 'token expired') : ok({ value: 1 });
    });
    localStorage.setItem('authToken', 'old-token');
    const services = createAppServices(window);
    const answer = services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
    await vi.waitFor(() => expect(calls).toBe(1));
    const refresher = vi.fn(async (rejected: string | null) => {
      expect(rejected).toBe('old-token');
      return 'new-token';
    });
    services.setTokenRefresher(refresher);
    await expect(answer).resolves.toMatchObject({ value: 1 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['old-token', 'new-token']);
    services.dispose();
  });

  it('analytics name the anonymous uuid stored by the latest anonymous login', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
    const services = createAppServices(window);
    localStorage.setItem('anonymous_uuid', 'fresh-login-uuid');
    services.analytics.trackClick('open_app_click');
    const tracker = await services.analyticsReady;
    await tracker.flush();
    const report = fetchSpy.mock.calls.find(([url]) => String(url).includes('/event/report'));
    const body = JSON.parse(String(report![1]!.body)) as { events: { user_identifier: string }[] };
    expect(body.events[0]!.user_identifier).toBe('fresh-login-uuid');
    services.dispose();
  });
});

describe('host detection at boot', () => {
  it('starts from the marker hint and upgrades to the full parse without changing the object pages hold', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
    Object.defineProperty(navigator, 'userAgent', { value: talkieUserAgent('ios', '2.30.0'), configurable: true });
    const services = createAppServices(window);
    const host = services.host;
    expect(host).toMatchObject({ app: 'talkie', isNativeApp: true, os: 'ios', appVersion: '2.30.0', browserName: null });
    await services.hostReady;
    expect(services.host).toBe(host);
    expect(host.browserName).not.toBeNull();
    expect(host).toMatchObject({ app: 'talkie', isNativeApp: true, os: 'ios', appVersion: '2.30.0' });
    services.dispose();
  });
});
