import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/platform/config';
import { compareVersions, detectHost } from '@/platform/host';
import { BRIDGE_METHOD_NAMES, BRIDGE_METHODS, type BridgeError, createBridge, createLazyBridge, talkieUserAgent, type Bridge, type BridgeMethod, type BridgeWindow } from '@/services/bridge';
import { failure } from './support/bridge-failure';
import { installSimulatedShell, type SimulatedShellCall, type SimulatedShellOptions } from '@/services/bridge/simulated-shell';
import { readReceipt } from '../../../server/services/store-sandbox';

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
const callAny = (bridge: Bridge, method: BridgeMethod, params = PARAMS[method]) => (bridge.call as (m: BridgeMethod, p?: unknown) => Promise<unknown>)(method, params);

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
    await expect(bridge.call('getClientInfo')).resolves.toMatchObject({ app_version: '2.30.0', app_id: 300, platform: 'android' });
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
    expect(error).toMatchObject({ type: 'no_native_env_error', code: 1001, status_msg: 'no native env error', method: 'getClientInfo' });
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
    expect(await failure(bridge.call('watchAd', { ad_scene: 's' }))).toMatchObject({ type: 'inject_bridge_method_error', code: 1003 });
    expect(calls()).toHaveLength(0);
    clean();
    const answered = start({ shell: { replies: { showToast: { code: 404, msg: 'nope' } } } });
    expect(await failure(answered.bridge.call('showToast', { message: 'x' }))).toMatchObject({ type: 'inject_bridge_method_error' });
  });

  it('call_native_fail_error with the native code and message for any other non-zero code', async () => {
    const { bridge, reported } = start({ shell: { loginOutcome: 'cancel', replies: { purchaseDiamond: { code: 500, msg: 'store unavailable' } } } });
    const purchase = await failure(bridge.call('purchaseDiamond', { product_id: 'p' }));
    expect(purchase).toMatchObject({ type: 'call_native_fail_error', code: 1005, nativeCode: 500, status_msg: 'store unavailable' });
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
    revived({ platform: 'android', appVersion: '1.4.14', user: { user_id: 'u7', auth_token: 't7', is_anonymous: false } });
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
    (w.__talkieShell as { setReply(m: string, r: unknown): void }).setReply('checkPushPermission', { data: { granted: false }, delayMs: 0 });
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
    expect(purchase).toMatchObject({ product_id: 'talkie.gems.daily_deal', app_account_token: 'ord_7', purchased_at_ms: expect.any(Number) });
    // Each purchase is its own store transaction; another key does not verify it.
    expect(readReceipt(STORE_KEY, second.receipt)?.transaction_id).not.toBe(purchase?.transaction_id);
    expect(readReceipt('another key', first.receipt)).toBeNull();
  });

  it('without the sandbox store key a purchase fails as a native failure', async () => {
    const { bridge } = start({ shell: { storeKey: undefined } });
    expect(await failure(bridge.call('purchaseDiamond', { product_id: 'p' }))).toMatchObject({ type: 'call_native_fail_error', nativeCode: 500 });
  });

  it('performs bridged HTTP requests with fetch', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"base_resp":{"status_code":0,"status_msg":"ok"}}', { status: 200 }));
    const { bridge } = start();
    const reply = await bridge.call('request', { url: 'https://h5.talkie-ai.com/weaver/api/v1/x', method: 'POST', data: '{"a":1}', query: { q: '1' }, header: { 'x-sign': 's' } });
    expect(reply).toEqual({ status: 200, data: { base_resp: { status_code: 0, status_msg: 'ok' } } });
    expect(fetchSpy).toHaveBeenCalledWith('https://h5.talkie-ai.com/weaver/api/v1/x?q=1', expect.objectContaining({ method: 'POST', body: '{"a":1}', headers: { 'x-sign': 's' } }));
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
    const bridge = createLazyBridge({ host, window: window as unknown as BridgeWindow, report: () => undefined, log: () => undefined }, load);
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
    const bridge = createLazyBridge({ host: { isNativeApp: false, os: 'ios', appVersion: null }, window: window as unknown as BridgeWindow, report: () => undefined, log: () => undefined });
    expect(bridge.supports('showToast')).toBe(false);
    expect((await failure(bridge.call('showToast', { message: 'x' }))).type).toBe('no_native_env_error');
  });
});
