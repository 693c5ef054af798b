import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/platform/config';
import { compareVersions, detectHost } from '@/platform/host';
import {
  BRIDGE_METHOD_NAMES,
  BRIDGE_METHODS,
  type BridgeError,
  createBridge,
  createLazyBridge,
  talkieUserAgent,
  type Bridge,
  type BridgeMethod,
  type BridgeWindow,
  minimumVersionFor,
} from '@/services/bridge';
import { failure } from '../support/bridge-failure';
import {
  installSimulatedShell,
  type SimulatedShellCall,
  type SimulatedShellOptions,
} from '@/services/bridge/simulated-shell';
import { readReceipt } from '../../../../server/services/store-sandbox';
import { decodeReply, injectedBridge } from '@/services/bridge/protocol';

type Os = 'ios' | 'android';
/** The sandbox store key the shell signs receipts with in these tests. */
const STORE_KEY = 'unit-test-store-key';
const w = window as unknown as Record<string, unknown>;

function clean(): void {
  for (const key of ['TalkieBridge', '__talkieBridgeReceive', '__talkieShellCalls', '__talkieShell']) delete w[key];
}

function start(opts: { os?: Os; appVersion?: string; native?: boolean; shell?: SimulatedShellOptions | null } = {}) {
  const os = opts.os ?? 'ios';
  const appVersion = opts.appVersion ?? '2.30.0';
  const reported: BridgeError[] = [];
  const logged: string[] = [];
  const bridge = createBridge({
    host: { isNativeApp: opts.native ?? true, os, appVersion },
    window: window as unknown as BridgeWindow,
    report: (error) => reported.push(error),
    log: (message) => logged.push(message),
    documentTitle: () => 'Doc title',
  });
  if (opts.shell !== null) installSimulatedShell({ platform: os, appVersion, storeKey: STORE_KEY, ...opts.shell });
  const calls = () => (w.__talkieShellCalls as SimulatedShellCall[] | undefined) ?? [];
  return { bridge, reported, logged, calls };
}

/** Minimal valid params per method, for calls the table does not care about. */
const PARAMS: Partial<Record<BridgeMethod, unknown>> = {
  enableGestureExit: { enable: true },
  openNativePage: { page: 'talkie://main?tab=home&channel_label=H5' },
  sendEmail: { to: 'a@b.c' },
  share: { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' },
  loginVerifyDelete: { phone_number: '123' },
  notification: { name: 'n' },
  shareCloneNpc: { npc_id: 'n1' },
  purchaseDiamond: { product_id: 'p1' },
  getPriceFromStore: { product_ids: ['p1'] },
  showToast: { message: 'hi' },
  watchAd: { ad_scene: 's' },
  preloadRewardAd: { ad_scene: 's' },
  saveImageToPhotosAlbum: { url: 'u' },
  setExitEnable: { enable: false },
};
const callAny = (bridge: Bridge, method: BridgeMethod, params = PARAMS[method]) =>
  (bridge.call as (m: BridgeMethod, p?: unknown) => Promise<unknown>)(method, params);

/** A version just below a minimum: 1.4.14 -> 1.4.13, 1.10 -> 1.9.999, 2.12 -> 2.11.999. */
function justBelow(version: string): string {
  const parts = version.split('.').map(Number);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i]! > 0) {
      parts[i]! -= 1;
      return [...parts.slice(0, i + 1), ...Array(Math.max(0, 3 - i - 1)).fill(999)].join('.');
    }
  }
  return '0.0.0';
}

beforeEach(clean);
afterEach(() => {
  vi.useRealTimers();
  clean();
});

describe('method table', () => {
  it('holds every native method of SPEC §7 (and the request method)', () => {
    expect(BRIDGE_METHOD_NAMES.sort()).toEqual(
      [
        'exitWebView',
        'enableGestureExit',
        'openNativePage',
        'setPageTitle',
        'getUserInfo',
        'getClientInfo',
        'sendEmail',
        'commonParams',
        'share',
        'login',
        'loginVerifyDelete',
        'notification',
        'chooseAndUploadImage',
        'shareCloneNpc',
        'purchaseDiamond',
        'requestPushPermission',
        'checkPushPermission',
        'getPriceFromStore',
        'showToast',
        'watchAd',
        'preloadRewardAd',
        'userSetting',
        'openVoyagePass',
        'saveImageToPhotosAlbum',
        'setExitEnable',
        'request',
      ].sort(),
    );
  });

  it('the simulated shell advertises exactly the methods of the table', () => {
    const control = installSimulatedShell();
    expect([...(w.TalkieBridge as { methods: string[] }).methods].sort()).toEqual([...BRIDGE_METHOD_NAMES].sort());
    expect(control.calls).toEqual([]);
  });

  it('has the SPEC §5 minimum versions', () => {
    expect(BRIDGE_METHODS.exitWebView.minVersion).toEqual({ ios: '1.10.5', android: '1.10.5' });
    expect(BRIDGE_METHODS.enableGestureExit.minVersion).toEqual({ ios: '1.3.0' });
    expect(BRIDGE_METHODS.openNativePage.minVersion).toEqual({ ios: '1.4.10', android: '1.4.14' });
    expect(BRIDGE_METHODS.getUserInfo.minVersion).toEqual({ ios: '1.10' });
    expect(BRIDGE_METHODS.share.minVersion).toEqual({ ios: '1.4.14' });
    expect(BRIDGE_METHODS.getPriceFromStore.minVersion).toEqual({ ios: '2.28.0', android: '2.28.0' });
    expect(BRIDGE_METHODS.showToast.minVersion).toBeUndefined();
  });
});

describe('version gating per platform', () => {
  const gated = BRIDGE_METHOD_NAMES.flatMap((method) =>
    (['ios', 'android'] as const).flatMap((os) => {
      const min = BRIDGE_METHODS[method].minVersion?.[os];
      return min ? [[method, os, min] as const] : [];
    }),
  );

  it.each(gated)('%s on %s: refused below %s, sent at it', async (method, os, min) => {
    const below = start({ os, appVersion: justBelow(min) });
    expect(compareVersions(justBelow(min), min)).toBeLessThan(0);
    const error = await failure(callAny(below.bridge, method));
    expect(error.type).toBe('app_version_error');
    expect(error.code).toBe(1004);
    expect(error.status_msg).toBe(`check the app version, method ${method} minimum supported version ${min}`);
    expect(below.calls()).toHaveLength(0);
    expect(below.reported).toEqual([error]);
    expect(below.bridge.supports(method)).toBe(false);
    clean();

    const at = start({ os, appVersion: min });
    await callAny(at.bridge, method);
    expect(at.calls().map((c) => c.method)).toEqual([method]);
    expect(at.bridge.supports(method)).toBe(true);
  });

  it('gates a method only on the platform the spec names', async () => {
    const android = start({ os: 'android', appVersion: '1.0.0' });
    await android.bridge.call('enableGestureExit', { enable: true });
    await android.bridge.call('share', { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' });
    expect(android.calls().map((c) => c.method)).toEqual(['enableGestureExit', 'share']);
  });
});

describe('calls', () => {
  it('resolves with the reply data when the code is 0', async () => {
    const { bridge } = start({ os: 'android', appVersion: '2.30.0' });
    await expect(bridge.call('getClientInfo')).resolves.toMatchObject({
      app_version: '2.30.0',
      app_id: 300,
      platform: 'android',
    });
    await expect(bridge.call('checkPushPermission')).resolves.toEqual({ granted: true });
  });

  it('speaks the documented protocol: {id, method, params} in, {id, code, data, msg} back', async () => {
    const posted: string[] = [];
    const fake = { postMessage: (json: string) => posted.push(json), ready: true };
    w.TalkieBridge = fake;
    const { bridge } = start({ shell: null });
    const result = bridge.call('showToast', { message: 'hi' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const request = JSON.parse(posted[0]!) as { id: string; method: string; params: unknown };
    expect(request).toEqual({ id: expect.any(String), method: 'showToast', params: { message: 'hi' } });
    (w.__talkieBridgeReceive as (r: unknown) => void)(JSON.stringify({ id: 'unknown', code: 0 }));
    (w.__talkieBridgeReceive as (r: unknown) => void)({ id: request.id, code: 0, data: { done: 1 }, msg: '' });
    await expect(result).resolves.toEqual({ done: 1 });
  });

  it('applies defaults: images count 3 from album and camera compressed; share scene; page title', async () => {
    const { bridge, calls } = start();
    await bridge.call('chooseAndUploadImage');
    await bridge.call('chooseAndUploadImage', { count: 1 });
    await bridge.call('share', { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' });
    await bridge.call('setPageTitle');
    await bridge.call('setPageTitle', { title: 'Mine' });
    expect(calls().map((c) => c.params)).toEqual([
      { count: 3, sources: ['album', 'camera'], compressed: true },
      { count: 1, sources: ['album', 'camera'], compressed: true },
      { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u', scene: 'MX_COMMON_SHARE' },
      { title: 'Doc title' },
      { title: 'Mine' },
    ]);
  });
});

describe('errors', () => {
  it('no_native_env_error outside the native app, logged and reported', async () => {
    const { bridge, reported, logged, calls } = start({ native: false });
    const error = await failure(bridge.call('getClientInfo'));
    expect(error).toMatchObject({
      type: 'no_native_env_error',
      code: 1001,
      status_msg: 'no native env error',
      method: 'getClientInfo',
    });
    expect(error.base_resp).toEqual({ status_code: 1001, status_msg: 'no native env error' });
    expect(reported).toEqual([error]);
    expect(logged).toHaveLength(1);
    expect(calls()).toHaveLength(0);
  });

  it('inject_bridge_sdk_error when the app never injects the bridge; the report goes out once', async () => {
    vi.useFakeTimers();
    const { bridge, reported, logged } = start({ shell: { injection: 'never' } });
    const first = failure(bridge.call('getClientInfo'));
    await vi.advanceTimersByTimeAsync(config.bridgeReadyTimeoutMs);
    expect(await first).toMatchObject({ type: 'inject_bridge_sdk_error', code: 1002 });
    const second = await failure(bridge.call('getUserInfo'));
    expect(second.type).toBe('inject_bridge_sdk_error');
    expect(reported).toHaveLength(1);
    expect(logged).toHaveLength(2);
  });

  it('waits for a bridge that initialises late', async () => {
    vi.useFakeTimers();
    const { bridge, calls } = start({ shell: { injection: 'delayed', readyDelayMs: 500 } });
    const result = bridge.call('checkPushPermission');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1); // initialised: the call goes out
    expect(calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // and the reply comes back
    await expect(result).resolves.toEqual({ granted: true });
  });

  it('inject_bridge_method_error when the app lacks the method (listed or answered 404)', async () => {
    const { bridge, calls } = start({ shell: { missingMethods: ['watchAd'] } });
    expect(await failure(bridge.call('watchAd', { ad_scene: 's' }))).toMatchObject({
      type: 'inject_bridge_method_error',
      code: 1003,
    });
    expect(calls()).toHaveLength(0);
    clean();
    const answered = start({ shell: { replies: { showToast: { code: 404, msg: 'nope' } } } });
    expect(await failure(answered.bridge.call('showToast', { message: 'x' }))).toMatchObject({
      type: 'inject_bridge_method_error',
    });
  });

  it('call_native_fail_error with the native code and message for any other non-zero code', async () => {
    const { bridge, reported } = start({
      shell: { loginOutcome: 'cancel', replies: { purchaseDiamond: { code: 500, msg: 'store unavailable' } } },
    });
    const purchase = await failure(bridge.call('purchaseDiamond', { product_id: 'p' }));
    expect(purchase).toMatchObject({
      type: 'call_native_fail_error',
      code: 1005,
      nativeCode: 500,
      status_msg: 'store unavailable',
    });
    const login = await failure(bridge.call('login'));
    expect(login).toMatchObject({ type: 'call_native_fail_error', nativeCode: 1 });
    expect(reported).toEqual([purchase, login]);
  });

  it('timeout_error when the app never answers; a late answer is ignored', async () => {
    vi.useFakeTimers();
    const { bridge, reported } = start({ shell: { neverAnswer: ['getUserInfo'] } });
    const result = failure(bridge.call('getUserInfo'));
    await vi.advanceTimersByTimeAsync(config.bridgeTimeoutMs - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({ type: 'timeout_error', code: 1006, method: 'getUserInfo' });
    const shell = w.__talkieShell as { pendingIds(): string[]; answer(id: string, reply: unknown): void };
    shell.answer(shell.pendingIds()[0]!, { data: { user_id: 'late' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(reported).toHaveLength(1);
  });

  it('a per-call timeout overrides the default', async () => {
    vi.useFakeTimers();
    const { bridge } = start({ shell: { neverAnswer: ['watchAd'] } });
    const result = failure(bridge.call('watchAd', { ad_scene: 's' }, { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await result).type).toBe('timeout_error');
  });
});

describe('simulated shell', () => {
  it('is self-contained: it still works after a round trip through its source text', async () => {
    const revived = new Function(`return (${installSimulatedShell.toString()})`)() as typeof installSimulatedShell;
    revived({
      platform: 'android',
      appVersion: '1.4.14',
      user: { user_id: 'u7', auth_token: 't7', is_anonymous: false },
    });
    const { bridge } = start({ os: 'android', appVersion: '1.4.14', shell: null });
    await expect(bridge.call('getClientInfo')).resolves.toMatchObject({ app_version: '1.4.14', platform: 'android' });
    expect((w.__talkieShellCalls as SimulatedShellCall[]).map((c) => c.method)).toEqual(['getClientInfo']);
  });

  it('plays the logged-in user and the native login flow', async () => {
    const { bridge } = start({ shell: { user: null } });
    await expect(bridge.call('getUserInfo')).resolves.toMatchObject({ user_id: null, is_anonymous: true });
    await expect(bridge.call('login')).resolves.toEqual({ user_id: 'sim-user-1' });
    await expect(bridge.call('getUserInfo')).resolves.toMatchObject({ user_id: 'sim-user-1', is_anonymous: false });
  });

  it('delays replies as configured and lets a test change a reply later', async () => {
    vi.useFakeTimers();
    const { bridge } = start({ shell: { delayMs: 200 } });
    const result = bridge.call('checkPushPermission');
    let done = false;
    void result.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    (w.__talkieShell as { setReply(m: string, r: unknown): void }).setReply('checkPushPermission', {
      data: { granted: false },
      delayMs: 0,
    });
    const again = bridge.call('checkPushPermission');
    await vi.advanceTimersByTimeAsync(0);
    await expect(again).resolves.toEqual({ granted: false });
  });

  it("answers a purchase with a store receipt the server's sandbox store verifies, bound to order and product", async () => {
    const { bridge } = start();
    const first = await bridge.call('purchaseDiamond', { product_id: 'talkie.gems.daily_deal', order_id: 'ord_7' });
    const second = await bridge.call('purchaseDiamond', { product_id: 'talkie.gems.daily_deal', order_id: 'ord_7' });
    expect(first.order_id).toBe('ord_7');
    const purchase = readReceipt(STORE_KEY, first.receipt);
    expect(purchase).toMatchObject({
      product_id: 'talkie.gems.daily_deal',
      app_account_token: 'ord_7',
      purchased_at_ms: expect.any(Number),
    });
    // Each purchase is its own store transaction; another key does not verify it.
    expect(readReceipt(STORE_KEY, second.receipt)?.transaction_id).not.toBe(purchase?.transaction_id);
    expect(readReceipt('another key', first.receipt)).toBeNull();
  });

  it('without the sandbox store key a purchase fails as a native failure', async () => {
    const { bridge } = start({ shell: { storeKey: undefined } });
    expect(await failure(bridge.call('purchaseDiamond', { product_id: 'p' }))).toMatchObject({
      type: 'call_native_fail_error',
      nativeCode: 500,
    });
  });

  it('performs bridged HTTP requests with fetch', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"base_resp":{"status_code":0,"status_msg":"ok"}}', { status: 200 }));
    const { bridge } = start();
    const reply = await bridge.call('request', {
      url: 'https://h5.talkie-ai.com/weaver/api/v1/x',
      method: 'POST',
      data: '{"a":1}',
      query: { q: '1' },
      header: { 'x-sign': 's' },
    });
    expect(reply).toEqual({ status: 200, data: { base_resp: { status_code: 0, status_msg: 'ok' } } });
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://h5.talkie-ai.com/weaver/api/v1/x?q=1',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', headers: { 'x-sign': 's' } }),
    );
    fetchSpy.mockRestore();
  });

  it('its user agent is detected as the Talkie app on both platforms', () => {
    for (const os of ['ios', 'android'] as const) {
      const ua = talkieUserAgent(os, '2.30.1');
      expect(config.talkieUserAgentPattern.test(ua)).toBe(true);
      expect(detectHost(ua)).toMatchObject({ app: 'talkie', isNativeApp: true, os, appVersion: '2.30.1' });
    }
  });
});

describe('lazy bridge', () => {
  const host = { isNativeApp: true, os: 'ios' as const, appVersion: '1.4.10' };

  it('loads the implementation on first use only, and answers version checks without it', async () => {
    const load = vi.fn(async () => ({ createBridge }));
    const bridge = createLazyBridge(
      { host, window: window as unknown as BridgeWindow, report: () => undefined, log: () => undefined },
      load,
    );
    expect(bridge.supports('openNativePage')).toBe(true);
    expect(bridge.supports('exitWebView')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    installSimulatedShell({ platform: 'ios', appVersion: '1.4.10' });
    await expect(bridge.call('showToast', { message: 'hi' })).resolves.toBeNull();
    await bridge.call('setPageTitle', { title: 't' });
    expect(load).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });

  it('outside the app it refuses version checks and calls fail with no_native_env_error', async () => {
    const bridge = createLazyBridge({
      host: { isNativeApp: false, os: 'ios', appVersion: null },
      window: window as unknown as BridgeWindow,
      report: () => undefined,
      log: () => undefined,
    });
    expect(bridge.supports('showToast')).toBe(false);
    expect((await failure(bridge.call('showToast', { message: 'x' }))).type).toBe('no_native_env_error');
  });
});

/**
 * The bridge at its edges: what the page sees when the app's bridge is late, half-initialised, broken
 * or answers with junk; ready(); dispose(); the report context; and the SPEC §5/§7 tables as a freshly
 * loaded module has them.
 */
describe('bridge protocol edges', () => {
  const w = window as unknown as Record<string, unknown>;
  const READY_TIMEOUT = 100;

  function clean(): void {
    for (const key of ['TalkieBridge', '__talkieBridgeReceive']) delete w[key];
  }

  /** A hand-made injected bridge that records what the page posts. */
  function fakeApp(opts: { ready?: boolean; methods?: string[]; post?: (json: string) => void } = {}) {
    const posted: { id: string; method: string; params: unknown }[] = [];
    const app = {
      ready: opts.ready,
      methods: opts.methods,
      postMessage(json: string) {
        opts.post?.(json);
        posted.push(JSON.parse(json) as { id: string; method: string; params: unknown });
      },
    };
    w.TalkieBridge = app;
    const reply = (raw: unknown) => (w.__talkieBridgeReceive as (r: unknown) => void)(raw);
    return { app, posted, reply };
  }

  function start(
    opts: {
      native?: boolean;
      appVersion?: string | null;
      os?: 'ios' | 'android' | 'other';
      report?: boolean;
      log?: boolean;
      documentTitle?: boolean;
    } = {},
  ) {
    const reported: { error: BridgeError; context: Record<string, unknown> }[] = [];
    const logged: string[] = [];
    const bridge = createBridge({
      host: {
        isNativeApp: opts.native ?? true,
        os: opts.os ?? 'ios',
        appVersion: opts.appVersion === undefined ? '2.30.0' : opts.appVersion,
      },
      window: window as unknown as BridgeWindow,
      readyTimeoutMs: READY_TIMEOUT,
      ...(opts.report === false
        ? {}
        : { report: (error: BridgeError, context: Record<string, unknown>) => reported.push({ error, context }) }),
      ...(opts.log === false ? {} : { log: (message: string) => logged.push(message) }),
      ...(opts.documentTitle === false ? {} : { documentTitle: () => 'Doc title' }),
    });
    return { bridge, reported, logged };
  }

  beforeEach(clean);
  afterEach(() => {
    vi.useRealTimers();
    clean();
  });

  describe('the protocol, freshly loaded', () => {
    it('has the documented globals, request encoding and SPEC §5 minimum versions', async () => {
      vi.resetModules();
      const protocol = await import('@/services/bridge/protocol');
      expect([protocol.BRIDGE_GLOBAL, protocol.BRIDGE_RECEIVE_GLOBAL, protocol.BRIDGE_READY_EVENT]).toEqual([
        'TalkieBridge',
        '__talkieBridgeReceive',
        'talkie-bridge-ready',
      ]);
      expect(protocol.encodeRequest({ id: 'tb-1', method: 'share', params: { a: 1 } })).toBe(
        '{"id":"tb-1","method":"share","params":{"a":1}}',
      );

      const { BRIDGE_METHODS } = await import('@/services/bridge/methods');
      const minimums = Object.fromEntries(
        Object.entries(BRIDGE_METHODS).map(([method, spec]) => [method, spec.minVersion ?? null]),
      );
      const both = (v: string) => ({ ios: v, android: v });
      expect(minimums).toEqual({
        exitWebView: both('1.10.5'),
        enableGestureExit: { ios: '1.3.0' },
        openNativePage: { android: '1.4.14', ios: '1.4.10' },
        setPageTitle: null,
        getUserInfo: { ios: '1.10' },
        getClientInfo: both('1.4.8'),
        sendEmail: both('1.4.8'),
        commonParams: both('1.21.0'),
        share: { ios: '1.4.14' },
        login: null,
        loginVerifyDelete: both('2.14.0'),
        notification: { ios: '1.3.0' },
        chooseAndUploadImage: both('1.18.0'),
        shareCloneNpc: both('1.30.0'),
        purchaseDiamond: both('2.12'),
        requestPushPermission: both('2.12'),
        checkPushPermission: both('2.12'),
        getPriceFromStore: both('2.28.0'),
        showToast: null,
        watchAd: null,
        preloadRewardAd: null,
        userSetting: null,
        openVoyagePass: null,
        saveImageToPhotosAlbum: null,
        setExitEnable: null,
        request: null,
      });
      expect(BRIDGE_METHODS.share.defaults).toEqual({ scene: 'MX_COMMON_SHARE' });
      expect(BRIDGE_METHODS.chooseAndUploadImage.defaults).toEqual({
        count: 3,
        sources: ['album', 'camera'],
        compressed: true,
      });
    });

    it('builds the SPEC §8 errors with their codes and messages', async () => {
      vi.resetModules();
      const { bridgeErrors, isBridgeError, BridgeError: FreshError } = await import('@/services/bridge/errors');
      const made = [
        bridgeErrors.noNativeEnv('share'),
        bridgeErrors.sdkMissing('share'),
        bridgeErrors.methodMissing('share'),
        bridgeErrors.appVersion('share', '1.4.14'),
        bridgeErrors.nativeFail('share', 500, undefined),
        bridgeErrors.nativeFail('share', 500, 'store down'),
        bridgeErrors.timeout('share', 3000),
      ];
      expect(made.map((e) => [e.type, e.code, e.method, e.status_msg])).toEqual([
        ['no_native_env_error', 1001, 'share', 'no native env error'],
        ['inject_bridge_sdk_error', 1002, 'share', 'inject_bridge_sdk_error: the native bridge was not injected'],
        ['inject_bridge_method_error', 1003, 'share', 'inject_bridge_method_error: the app has no method share'],
        ['app_version_error', 1004, 'share', 'check the app version, method share minimum supported version 1.4.14'],
        ['call_native_fail_error', 1005, 'share', 'call_native_fail_error: share failed with code 500'],
        ['call_native_fail_error', 1005, 'share', 'store down'],
        ['timeout_error', 1006, 'share', 'timeout_error: share got no answer within 3000 ms'],
      ]);
      expect(made.every((e) => isBridgeError(e) && e instanceof FreshError)).toBe(true);
      expect(isBridgeError(new Error('x'))).toBe(false);
      expect(made[0]).toMatchObject({ name: 'BridgeError', message: 'no_native_env_error: no native env error' });
    });
  });

  describe('decoding replies', () => {
    it('accepts a reply object or its JSON text and nothing else', () => {
      expect(decodeReply('{"id":"tb-1","code":0,"data":{"a":1},"msg":"ok"}')).toEqual({
        id: 'tb-1',
        code: 0,
        data: { a: 1 },
        msg: 'ok',
      });
      expect(decodeReply({ id: 'tb-2', code: 404 })).toEqual({ id: 'tb-2', code: 404, data: undefined });
      expect(decodeReply({ id: 'tb-3', code: 0, msg: 7 })).not.toHaveProperty('msg');
      for (const junk of [
        'not json',
        '"tb-1"',
        'null',
        null,
        5,
        { id: 1, code: 0 },
        { id: 'tb-1' },
        { code: 0 },
        { id: 'tb-1', code: '0' },
      ]) {
        expect(decodeReply(junk)).toBeNull();
      }
    });

    it('takes the injected bridge only when it can post messages', () => {
      expect(injectedBridge({ TalkieBridge: { ready: true } } as unknown as BridgeWindow)).toBeNull();
      expect(injectedBridge({} as BridgeWindow)).toBeNull();
      const good = { postMessage: () => undefined };
      expect(injectedBridge({ TalkieBridge: good } as unknown as BridgeWindow)).toBe(good);
    });

    it('ignores junk handed to the receive function and still settles the real reply', async () => {
      const { posted, reply } = fakeApp({ ready: true });
      const { bridge } = start();
      const result = bridge.call('showToast', { message: 'hi' });
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(() => reply('garbage')).not.toThrow();
      expect(() => reply({ code: 0 })).not.toThrow();
      reply({ id: posted[0]!.id, code: 0 });
      await expect(result).resolves.toBeNull();
    });
  });

  describe('calls', () => {
    it('numbers requests tb-1, tb-2, … and gives each concurrent call its own answer', async () => {
      const { posted, reply } = fakeApp({ ready: true });
      const { bridge } = start();
      const first = bridge.call('checkPushPermission');
      const second = bridge.call('requestPushPermission');
      await vi.waitFor(() => expect(posted).toHaveLength(2));
      expect(posted.map((p) => p.id)).toEqual(['tb-1', 'tb-2']);
      reply({ id: 'tb-2', code: 0, data: { granted: false } });
      reply({ id: 'tb-1', code: 0, data: { granted: true } });
      await expect(first).resolves.toEqual({ granted: true });
      await expect(second).resolves.toEqual({ granted: false });
    });

    it('a postMessage that throws fails the call at once as a native failure with code -1', async () => {
      fakeApp({
        ready: true,
        post: () => {
          throw new Error('webview gone');
        },
      });
      const { bridge, reported } = start();
      const error = await failure(bridge.call('showToast', { message: 'x' }));
      expect(error).toMatchObject({ type: 'call_native_fail_error', nativeCode: -1, status_msg: 'webview gone' });
      expect(reported.map((r) => r.error)).toEqual([error]);
    });

    it('reports with the method, codes, app version, os and what else is known', async () => {
      const { reply, posted } = fakeApp({ ready: true });
      const { bridge, reported, logged } = start({ appVersion: '1.4.9' });
      await failure(bridge.call('share', { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' }));
      expect(reported[0]!.context).toEqual({
        method: 'share',
        code: 1004,
        type: 'app_version_error',
        app_version: '1.4.9',
        os: 'ios',
        minimum: '1.4.14',
      });
      expect(logged[0]).toBe('[bridge] check the app version, method share minimum supported version 1.4.14');

      const failed = bridge.call('showToast', { message: 'x' });
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      reply({ id: posted[0]!.id, code: 500 });
      expect((await failure(failed)).status_msg).toBe('call_native_fail_error: showToast failed with code 500');
      expect(reported[1]!.context).toMatchObject({ method: 'showToast', code: 1005, native_code: 500 });
    });

    it('without report and log functions it warns in the console, also for a repeated missing bridge', async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const outside = start({ native: false, report: false, log: false });
      expect((await failure(outside.bridge.call('showToast', { message: 'x' }))).type).toBe('no_native_env_error');
      const { bridge } = start({ report: false, log: false });
      const first = failure(bridge.call('showToast', { message: 'x' }));
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT);
      await first;
      await failure(bridge.call('showToast', { message: 'x' }));
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        '[bridge] no native env error',
        '[bridge] inject_bridge_sdk_error: the native bridge was not injected',
        '[bridge] inject_bridge_sdk_error: the native bridge was not injected',
      ]);
      warn.mockRestore();
    });

    it('refuses version-gated methods when the app version is unknown', async () => {
      fakeApp({ ready: true });
      const { bridge } = start({ appVersion: null });
      expect(bridge.supports('share')).toBe(false);
      expect(bridge.supports('showToast')).toBe(true);
      expect((await failure(bridge.call('share', { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' }))).type).toBe(
        'app_version_error',
      );
    });

    it('on an unknown platform the stricter minimum applies', () => {
      expect(minimumVersionFor('openNativePage', 'other')).toBe('1.4.14');
      expect(minimumVersionFor('enableGestureExit', 'other')).toBe('1.3.0');
      expect(minimumVersionFor('exitWebView', 'other')).toBe('1.10.5');
      expect(minimumVersionFor('showToast', 'other')).toBeNull();
      expect(minimumVersionFor('enableGestureExit', 'android')).toBeNull();
    });

    it('sends the document title when a page sets no title and no title source was given', async () => {
      const { posted } = fakeApp({ ready: true });
      document.title = 'From the document';
      const { bridge } = start({ documentTitle: false });
      void bridge.call('setPageTitle');
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]!.params).toEqual({ title: 'From the document' });
    });
  });

  describe('waiting for the bridge', () => {
    it('outside the app installs no receive function and ready() fails with no_native_env_error', async () => {
      const { bridge, reported } = start({ native: false });
      expect(w.__talkieBridgeReceive).toBeUndefined();
      const error = await failure(bridge.ready());
      expect(error).toMatchObject({ type: 'no_native_env_error', method: 'ready' });
      expect(reported).toHaveLength(1);
    });

    it('ready() resolves for an initialised bridge', async () => {
      fakeApp({ ready: true });
      await expect(start().bridge.ready()).resolves.toBeUndefined();
    });

    it('ready() fails once after the wait and at once afterwards; the missing bridge is reported once', async () => {
      vi.useFakeTimers();
      const { bridge, reported, logged } = start();
      const first = failure(bridge.ready());
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT);
      expect(await first).toMatchObject({ type: 'inject_bridge_sdk_error', method: 'ready' });
      expect(await failure(bridge.ready())).toMatchObject({ type: 'inject_bridge_sdk_error', method: 'ready' });
      expect(reported).toHaveLength(1);
      expect(logged).toEqual([
        '[bridge] inject_bridge_sdk_error: the native bridge was not injected',
        '[bridge] inject_bridge_sdk_error: the native bridge was not injected',
      ]);
    });

    it('a ready event before the bridge is initialised keeps waiting', async () => {
      vi.useFakeTimers();
      const { app, posted } = fakeApp({ ready: false });
      const { bridge } = start();
      const result = bridge.call('showToast', { message: 'x' });
      window.dispatchEvent(new Event('talkie-bridge-ready'));
      await vi.advanceTimersByTimeAsync(10);
      expect(posted).toHaveLength(0);
      app.ready = true;
      window.dispatchEvent(new Event('talkie-bridge-ready'));
      await vi.advanceTimersByTimeAsync(0);
      expect(posted).toHaveLength(1);
      (w.__talkieBridgeReceive as (r: unknown) => void)({ id: posted[0]!.id, code: 0 });
      await expect(result).resolves.toBeNull();
    });

    it('a bridge initialised without the event is still used when the wait ends', async () => {
      vi.useFakeTimers();
      const { app, posted } = fakeApp({ ready: false });
      const { bridge, reported } = start();
      void bridge.call('showToast', { message: 'x' });
      app.ready = true;
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT);
      expect(posted.map((p) => p.method)).toEqual(['showToast']);
      expect(reported).toEqual([]);
    });
  });

  describe('dispose', () => {
    it('removes its own receive function and leaves another one alone', () => {
      const { bridge } = start();
      expect(typeof w.__talkieBridgeReceive).toBe('function');
      bridge.dispose();
      expect(w.__talkieBridgeReceive).toBeUndefined();

      const older = start();
      const newer = start();
      older.bridge.dispose();
      expect(typeof w.__talkieBridgeReceive).toBe('function');
      newer.bridge.dispose();
      expect(w.__talkieBridgeReceive).toBeUndefined();
    });

    it('the lazy bridge: ready() goes to the implementation; dispose() before or after loading removes the receive function', async () => {
      const host = { isNativeApp: true, os: 'ios' as const, appVersion: '2.30.0' };
      const deps = { host, window: window as unknown as BridgeWindow, report: () => undefined, log: () => undefined };
      fakeApp({ ready: true });

      const lazy = createLazyBridge(deps);
      await expect(lazy.ready()).resolves.toBeUndefined();
      expect(typeof w.__talkieBridgeReceive).toBe('function');
      lazy.dispose();
      await vi.waitFor(() => expect(w.__talkieBridgeReceive).toBeUndefined());

      let release: (m: { createBridge: typeof createBridge }) => void = () => undefined;
      const early = createLazyBridge(deps, () => new Promise((resolve) => (release = resolve)));
      early.dispose();
      const ready = early.ready();
      release({ createBridge });
      await ready;
      expect(w.__talkieBridgeReceive).toBeUndefined();
    });
  });
});
