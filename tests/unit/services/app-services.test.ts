import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { envelopeSchema } from '@/api/contract/envelope';
import { clearHostCache } from '@/platform/host';
import { createAppServices } from '@/services/app-services';
import { talkieUserAgent } from '@/services/bridge';
import { installSimulatedShell } from '@/services/bridge/simulated-shell';
import { fail, ok } from './support/fake-fetch';
import { advanceUntil } from '../support/fake-clock';
import { UA } from '../support/user-agents';

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of ['TalkieBridge', '__talkieBridgeReceive', '__talkieShell', '__talkieShellCalls'])
    delete (window as unknown as Record<string, unknown>)[key];
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  localStorage.clear();
  clearHostCache();
});

describe('app services', () => {
  it('inside the native app, requests carry the version from the bridge client info', async () => {
    installSimulatedShell({
      platform: 'android',
      appVersion: '2.31.0',
      userAgent: talkieUserAgent('android', '2.31.0'),
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1 }));
    const services = createAppServices(window);
    expect(services.host).toMatchObject({ app: 'talkie', isNativeApp: true, os: 'android' });
    await services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      app_id: '300',
      app_version: '2.31.0',
      version_code: '2310',
      device_id: services.deviceId,
    });
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
    expect(JSON.parse(body.events[0]!.event_data).common_params).toMatchObject({
      event_name: 'page_view',
      page: 'share_chat',
      device_id: services.deviceId,
    });
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
    expect(host).toMatchObject({
      app: 'talkie',
      isNativeApp: true,
      os: 'ios',
      appVersion: '2.30.0',
      browserName: null,
    });
    await services.hostReady;
    expect(services.host).toBe(host);
    expect(host.browserName).not.toBeNull();
    expect(host).toMatchObject({ app: 'talkie', isNativeApp: true, os: 'ios', appVersion: '2.30.0' });
    services.dispose();
  });
});

/**
 * The page's services as boot wires them, seen from outside: what every analytics event says about
 * the page (SPEC §3 common_params), a request rejected before the auth flow has loaded (it waits at
 * most the 10 s HTTP timeout), the WeChat share set-up loaded on first use, and what dispose stops.
 */
describe('app services edges', () => {
  const setUserAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (navigator as unknown as Record<string, unknown>).userAgent;
    localStorage.clear();
    history.replaceState(null, '', '/');
    clearHostCache();
  });

  /** The common_params of the events the tracker sent through the mocked fetch. */
  function sentCommonParams(fetchSpy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
    return fetchSpy.mock.calls
      .filter(([url]) => String(url).includes('/event/report'))
      .flatMap(
        ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { events: { event_data: string }[] }).events,
      )
      .map((e) => (JSON.parse(e.event_data) as { common_params: Record<string, unknown> }).common_params);
  }

  describe('analytics as boot wires it', () => {
    it('on the web: the signed-in user, the web version, not in the app, the bundle, and the share ids of the URL', async () => {
      history.replaceState(null, '', '/share/chat?id=1&share_trace_id=trace-7&share_clk_type=wechat');
      localStorage.setItem('authToken', 'tok');
      localStorage.setItem('userId', 'u42');
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
      const services = createAppServices(window);
      services.analytics.trackClick('open_app_click');
      const tracker = await services.analyticsReady;
      await tracker.flush();
      const [common] = sentCommonParams(fetchSpy);
      expect(common).toMatchObject({
        user_id: 'u42',
        device_id: services.deviceId,
        uuid: services.anonymousUuid,
        ua: navigator.userAgent,
        app_version: '1.0.0',
        is_inapp: 0,
        bundle_name: 'talkie_h5',
        bundle_version: '0.1.0',
        share_trace_id: 'trace-7',
        share_clk_type: 'wechat',
      });
      const report = fetchSpy.mock.calls.find(([url]) => String(url).includes('/event/report'))!;
      expect(Object.fromEntries(new URL(String(report[0]), 'http://localhost').searchParams)).toMatchObject({
        app_id: '300',
        user_id: 'u42',
        device_id: services.deviceId,
      });
      services.dispose();
    });

    it('without share ids in the URL, events carry none', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
      const services = createAppServices(window);
      services.analytics.trackClick('x');
      await (await services.analyticsReady).flush();
      const [common] = sentCommonParams(fetchSpy);
      expect(common).not.toHaveProperty('share_trace_id');
      expect(common).not.toHaveProperty('share_clk_type');
      expect(common).not.toHaveProperty('user_id');
      services.dispose();
    });

    it('sends what page hide asks for while running, and nothing through the services once disposed', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
      const services = createAppServices(window);
      await services.analyticsReady;
      services.analytics.trackClick('before_hide');
      window.dispatchEvent(new Event('pagehide'));
      expect(sentCommonParams(fetchSpy).map((c) => c.event_name)).toEqual(['before_hide']);
      services.dispose();
      services.analytics.trackClick('after_dispose');
      window.dispatchEvent(new Event('pagehide'));
      await services.analytics.flush();
      expect(sentCommonParams(fetchSpy).map((c) => c.event_name)).toEqual(['before_hide']);
    });

    it('a tracker that loads after dispose is never installed', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ accepted: 1, duplicates: 0 }));
      const services = createAppServices(window, { later: () => gate });
      services.dispose();
      release();
      await services.analyticsReady;
      services.analytics.trackClick('late');
      window.dispatchEvent(new Event('pagehide'));
      await services.analytics.flush();
      expect(sentCommonParams(fetchSpy)).toEqual([]);
    });
  });

  describe('a token rejected before the auth flow has loaded', () => {
    it('fails with the rejection once the 10 s HTTP timeout passes without an auth flow', async () => {
      vi.useFakeTimers();
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => fail(40102, 'token expired'));
      localStorage.setItem('authToken', 'old-token');
      const services = createAppServices(window);
      const answer = services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
      const settled = vi.fn();
      answer.then(settled, settled);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).rejects.toMatchObject({ status_code: 40102 });
      services.dispose();
    });

    it('keeps waiting while the auth flow says it has no refresher yet, and replays with the one it then gives', async () => {
      const tokens: (string | null)[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
        tokens.push(new Headers(init?.headers).get('x-token'));
        return tokens.length === 1 ? fail(40102, 'token expired') : ok({ value: 2 });
      });
      localStorage.setItem('authToken', 'old-token');
      const services = createAppServices(window);
      const answer = services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
      await vi.waitFor(() => expect(tokens).toHaveLength(1));
      const settled = vi.fn();
      answer.then(settled, settled);
      services.setTokenRefresher(null);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).not.toHaveBeenCalled();
      services.setTokenRefresher(async () => 'new-token');
      await expect(answer).resolves.toMatchObject({ value: 2 });
      expect(tokens).toEqual(['old-token', 'new-token']);
      services.dispose();
    });

    /** A request whose token every answer rejects, waiting for an auth flow that has not loaded. */
    async function rejectedBeforeAuth() {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => fail(40102, 'token expired'));
      localStorage.setItem('authToken', 'old-token');
      const services = createAppServices(window);
      const answer = services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
      await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
      return { services, answer };
    }

    it('fails with the rejection when the auth flow withdraws its refresher before the wait ends', async () => {
      const { services, answer } = await rejectedBeforeAuth();
      services.setTokenRefresher(async () => 'new-token');
      services.setTokenRefresher(null);
      await expect(answer).rejects.toMatchObject({ status_code: 40102 });
      services.dispose();
    });

    it('fails with the rejection when the refresher itself fails', async () => {
      const { services, answer } = await rejectedBeforeAuth();
      services.setTokenRefresher(async () => {
        throw new Error('refresh refused');
      });
      await expect(answer).rejects.toMatchObject({ status_code: 40102 });
      services.dispose();
    });
  });

  describe('WeChat share, loaded on first use', () => {
    it('is one instance however often it is asked for, and does nothing outside WeChat', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      const services = createAppServices(window);
      const first = services.loadWechatShare();
      expect(services.loadWechatShare()).toBe(first);
      const share = await first;
      await expect(
        share.setWechatShare({
          title: 't',
          desc: 'd',
          cover_url: 'https://h5.talkie-ai.com/c.png',
          shareUrl: 'https://h5.talkie-ai.com/s',
        }),
      ).resolves.toBe(false);
      expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('get_wx_url_signature'))).toEqual([]);
      services.dispose();
    });

    it('inside WeChat on iOS asks the server to sign the landing URL without its hash', async () => {
      history.replaceState(null, '', '/share/chat?id=1#top');
      setUserAgent(UA.wechatIos);
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => ok({ app_id: 'wx1', timestamp: 1, noncestr: 'n', signature: 's' }));
      const services = createAppServices(window);
      const landing = location.href.replace(/#.*$/, '');
      history.replaceState(null, '', '/share/image?id=2');
      const share = await services.loadWechatShare();
      void share.ensureConfigured();
      await vi.waitFor(() =>
        expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('get_wx_url_signature'))).toBe(true),
      );
      const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('get_wx_url_signature'))!;
      expect(JSON.parse(String(call[1]!.body))).toMatchObject({ url: landing });
      services.dispose();
    });

    it('inside WeChat on Android asks the server to sign the URL the page is at now', async () => {
      setUserAgent(UA.wechatAndroid);
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => ok({ app_id: 'wx1', timestamp: 1, noncestr: 'n', signature: 's' }));
      const services = createAppServices(window);
      history.replaceState(null, '', '/share/image?id=2#top');
      const share = await services.loadWechatShare();
      void share.ensureConfigured();
      await vi.waitFor(() =>
        expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('get_wx_url_signature'))).toBe(true),
      );
      const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('get_wx_url_signature'))!;
      expect(JSON.parse(String(call[1]!.body))).toMatchObject({ url: `${location.origin}/share/image?id=2` });
      services.dispose();
    });
  });

  describe('host at boot', () => {
    it('reads the OS version from the full parse once it has loaded', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      setUserAgent(UA.wechatAndroid);
      const services = createAppServices(window);
      expect(services.host.osVersion).toBeNull();
      await services.hostReady;
      expect(services.host).toMatchObject({ app: 'wechat', os: 'android', isNativeApp: false, appVersion: null });
      expect(services.host.osVersion).toMatch(/^\d+/);
      services.dispose();
    });
  });

  describe('errors of the bridge and the API', () => {
    it('a bridge call that fails is reported as a bridge error', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      const services = createAppServices(window);
      const report = vi.spyOn(services.reporter, 'report');
      await expect(services.bridge.call('showToast', { message: 'hi' } as never)).rejects.toMatchObject({
        type: 'no_native_env_error',
      });
      expect(report).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'no_native_env_error' }),
        expect.objectContaining({ method: 'showToast' }),
        'bridge',
      );
      services.dispose();
    });

    it('a request that fails is reported as an API error, sent signed to the error sink', async () => {
      // The reporter sends in batches after a pause: the pause runs on the fake clock.
      vi.useFakeTimers();
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
        if (String(url).includes('/weaver/api/v1/x')) throw new TypeError('Failed to fetch');
        return ok({});
      });
      const services = createAppServices(window);
      const report = vi.spyOn(services.reporter, 'report');
      await expect(services.client.post('/weaver/api/v1/x', {}, envelopeSchema({}))).rejects.toBeInstanceOf(TypeError);
      expect(report).toHaveBeenCalledWith(expect.any(TypeError), expect.anything(), 'api');
      await advanceUntil(() =>
        expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/client/error_report'))).toBe(true),
      );
      const [, init] = fetchSpy.mock.calls.find(([url]) => String(url).includes('/client/error_report'))!;
      expect(new Headers(init!.headers).get('x-sign')).toMatch(/\S/);
      expect(JSON.parse(String(init!.body)).reports[0].extra.source).toBe('api');
      services.dispose();
    });

    it('in a browser, boot reports nothing about the bridge', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      const services = createAppServices(window);
      const report = vi.spyOn(services.reporter, 'report');
      await services.hostReady;
      await services.analyticsReady;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(report).not.toHaveBeenCalled();
      services.dispose();
    });

    it('inside the app, a bridge the app never injected is reported without any call', async () => {
      // The wait for the app's bridge runs on the fake clock.
      vi.useFakeTimers();
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      setUserAgent(UA.talkieIos);
      const services = createAppServices(window);
      const report = vi.spyOn(services.reporter, 'report');
      await advanceUntil(() =>
        expect(report).toHaveBeenCalledWith(
          expect.objectContaining({ type: 'inject_bridge_sdk_error' }),
          expect.anything(),
          'bridge',
        ),
      );
      services.dispose();
    });
  });

  describe('inside the app', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
      for (const key of ['TalkieBridge', '__talkieBridgeReceive', '__talkieShell', '__talkieShellCalls'])
        delete (window as unknown as Record<string, unknown>)[key];
    });

    it('requests carry the version the app reports, not the one in its user agent', async () => {
      installSimulatedShell({
        platform: 'android',
        appVersion: '2.31.0',
        userAgent: talkieUserAgent('android', '2.30.0'),
      });
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1 }));
      const services = createAppServices(window);
      await services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() }));
      const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
      expect(url.searchParams.get('app_version')).toBe('2.31.0');
      services.dispose();
    });

    it('with VITE_NATIVE_REQUEST_TRANSPORT=bridge, requests go through the app', async () => {
      vi.stubEnv('VITE_NATIVE_REQUEST_TRANSPORT', 'bridge');
      vi.resetModules();
      const fresh = await import('@/services/app-services');
      installSimulatedShell({
        platform: 'android',
        appVersion: '2.31.0',
        userAgent: talkieUserAgent('android', '2.31.0'),
      });
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ value: 1 }));
      const services = fresh.createAppServices(window);
      await expect(
        services.client.post('/weaver/api/v1/x', {}, envelopeSchema({ value: v.number() })),
      ).resolves.toMatchObject({ value: 1 });
      const shellCalls = (window as unknown as { __talkieShellCalls: { method: string }[] }).__talkieShellCalls;
      expect(shellCalls.map((c) => c.method)).toContain('request');
      services.dispose();
    });
  });

  describe('when the deferred modules cannot load', () => {
    it('says so on the console, and the page keeps its services', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const failure = new Error('chunk failed');
      const services = createAppServices(window, { later: () => Promise.reject(failure) });
      await expect(services.analyticsReady).rejects.toBe(failure);
      await expect(services.hostReady).rejects.toBe(failure);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(warn).toHaveBeenCalledWith('[analytics] failed to load', failure);
      expect(services.host.app).toBe('browser');
      services.dispose();
    });
  });
});
