/**
 * The bridge at its edges: what the page sees when the app's bridge is late, half-initialised, broken
 * or answers with junk; ready(); dispose(); the report context; and the SPEC §5/§7 tables as a freshly
 * loaded module has them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BridgeError, createBridge, createLazyBridge, minimumVersionFor, type BridgeWindow } from '@/services/bridge';
import { decodeReply, injectedBridge } from '@/services/bridge/protocol';
import { failure } from './support/bridge-failure';

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

function start(opts: { native?: boolean; appVersion?: string | null; os?: 'ios' | 'android' | 'other'; report?: boolean; log?: boolean; documentTitle?: boolean } = {}) {
  const reported: { error: BridgeError; context: Record<string, unknown> }[] = [];
  const logged: string[] = [];
  const bridge = createBridge({
    host: { isNativeApp: opts.native ?? true, os: opts.os ?? 'ios', appVersion: opts.appVersion === undefined ? '2.30.0' : opts.appVersion },
    window: window as unknown as BridgeWindow,
    readyTimeoutMs: READY_TIMEOUT,
    ...(opts.report === false ? {} : { report: (error: BridgeError, context: Record<string, unknown>) => reported.push({ error, context }) }),
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
    expect([protocol.BRIDGE_GLOBAL, protocol.BRIDGE_RECEIVE_GLOBAL, protocol.BRIDGE_READY_EVENT]).toEqual(['TalkieBridge', '__talkieBridgeReceive', 'talkie-bridge-ready']);
    expect(protocol.encodeRequest({ id: 'tb-1', method: 'share', params: { a: 1 } })).toBe('{"id":"tb-1","method":"share","params":{"a":1}}');

    const { BRIDGE_METHODS } = await import('@/services/bridge/methods');
    const minimums = Object.fromEntries(Object.entries(BRIDGE_METHODS).map(([method, spec]) => [method, spec.minVersion ?? null]));
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
    expect(BRIDGE_METHODS.chooseAndUploadImage.defaults).toEqual({ count: 3, sources: ['album', 'camera'], compressed: true });
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
    expect(decodeReply('{"id":"tb-1","code":0,"data":{"a":1},"msg":"ok"}')).toEqual({ id: 'tb-1', code: 0, data: { a: 1 }, msg: 'ok' });
    expect(decodeReply({ id: 'tb-2', code: 404 })).toEqual({ id: 'tb-2', code: 404, data: undefined });
    expect(decodeReply({ id: 'tb-3', code: 0, msg: 7 })).not.toHaveProperty('msg');
    for (const junk of ['not json', '"tb-1"', 'null', null, 5, { id: 1, code: 0 }, { id: 'tb-1' }, { code: 0 }, { id: 'tb-1', code: '0' }]) {
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
    expect(reported[0]!.context).toEqual({ method: 'share', code: 1004, type: 'app_version_error', app_version: '1.4.9', os: 'ios', minimum: '1.4.14' });
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
    expect((await failure(bridge.call('share', { title: 't', desc: 'd', cover_url: 'c', shareUrl: 'u' }))).type).toBe('app_version_error');
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
    expect(logged).toEqual(['[bridge] inject_bridge_sdk_error: the native bridge was not injected', '[bridge] inject_bridge_sdk_error: the native bridge was not injected']);
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
