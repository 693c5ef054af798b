import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WxUrlSignatureData } from '@/api/contract/activity';
import { config } from '@/platform/config';
import {
  createWechatShare,
  WECHAT_READY_TIMEOUT_MS,
  type WechatSdk,
  type WechatShareDeps,
  withoutHash,
} from '@/services/wechat';

type Os = 'ios' | 'android';
const SIGNATURE: WxUrlSignatureData = {
  app_id: 'wx1',
  timestamp: 1414587457,
  noncestr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};
const SHARE = {
  title: 'Chat with Ann',
  desc: 'A shared chat',
  cover_url: 'https://h5.talkie-ai.com/c.png',
  shareUrl: 'https://h5.talkie-ai.com/share/chat?id=1',
};

/** A JS-SDK double: ready fires after config unless told to fail. */
function fakeSdk(outcome: 'ready' | 'error' | 'silent' = 'ready') {
  let onReady: (() => void) | null = null;
  let onError: ((e: { errMsg: string }) => void) | null = null;
  const sdk = {
    config: vi.fn(() => {
      queueMicrotask(() => {
        if (outcome === 'ready') onReady?.();
        if (outcome === 'error') onError?.({ errMsg: 'config:invalid signature' });
      });
    }),
    ready: vi.fn((fn: () => void) => void (onReady = fn)),
    error: vi.fn((fn: (e: { errMsg: string }) => void) => void (onError = fn)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WechatSdk;
  return sdk;
}

function setup(
  opts: {
    os?: Os;
    app?: 'wechat' | 'browser' | 'talkie';
    signature?: Partial<WxUrlSignatureData> | Error;
    sdk?: ReturnType<typeof fakeSdk>;
    loadFails?: boolean;
  } = {},
) {
  const sdk = opts.sdk ?? fakeSdk();
  let url = 'https://h5.talkie-ai.com/share/chat?id=1#comments';
  const getSignature = vi.fn(async (_request: { url: string; wx_app_id: string }) => {
    if (opts.signature instanceof Error) throw opts.signature;
    return opts.signature ?? SIGNATURE;
  });
  const loadSdk = vi.fn(async () => {
    if (opts.loadFails) throw new Error('script error');
    return sdk;
  });
  const logged: string[] = [];
  const deps: WechatShareDeps = {
    host: { app: opts.app ?? 'wechat', os: opts.os ?? 'android' },
    getSignature,
    landingUrl: 'https://h5.talkie-ai.com/share/chat?id=1&from=timeline#top',
    currentUrl: () => url,
    loadSdk,
    log: (m) => logged.push(m),
  };
  return {
    wechat: createWechatShare(deps),
    sdk,
    getSignature,
    loadSdk,
    logged,
    navigate: (next: string) => (url = next),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WeChat share set-up', () => {
  it('signs the URL without its hash, configures wx and applies the share data after ready', async () => {
    const { wechat, sdk, getSignature } = setup();
    await expect(wechat.setWechatShare(SHARE)).resolves.toBe(true);
    expect(getSignature).toHaveBeenCalledWith({
      url: 'https://h5.talkie-ai.com/share/chat?id=1',
      wx_app_id: config.wechatAppId,
    });
    expect(sdk.config).toHaveBeenCalledWith({
      appId: config.wechatAppId,
      timestamp: 1414587457,
      nonceStr: 'Wm3WZYTPz0wzccnW',
      signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith({
      title: SHARE.title,
      desc: SHARE.desc,
      link: SHARE.shareUrl,
      imgUrl: SHARE.cover_url,
    });
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({
      title: SHARE.title,
      link: SHARE.shareUrl,
      imgUrl: SHARE.cover_url,
    });
  });

  it.each(['timestamp', 'noncestr', 'signature'] as const)('abandons set-up when %s is missing', async (field) => {
    const signature: Partial<WxUrlSignatureData> = { ...SIGNATURE };
    delete signature[field];
    const { wechat, sdk, logged } = setup({ signature });
    await expect(wechat.setWechatShare(SHARE)).resolves.toBe(false);
    expect(sdk.config).not.toHaveBeenCalled();
    expect(sdk.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(logged.some((m) => m.includes('abandoned'))).toBe(true);
  });

  it('abandons set-up for empty values too', async () => {
    const { wechat, sdk } = setup({ signature: { ...SIGNATURE, signature: '' } });
    await expect(wechat.setWechatShare(SHARE)).resolves.toBe(false);
    expect(sdk.config).not.toHaveBeenCalled();
  });

  it('does nothing outside WeChat and never loads the SDK there', async () => {
    for (const app of ['browser', 'talkie'] as const) {
      const { wechat, loadSdk, getSignature } = setup({ app });
      await expect(wechat.setWechatShare(SHARE)).resolves.toBe(false);
      expect(loadSdk).not.toHaveBeenCalled();
      expect(getSignature).not.toHaveBeenCalled();
    }
  });

  it('logs (only) a script that fails to load, a failed signature call and a config error', async () => {
    const load = setup({ loadFails: true });
    await expect(load.wechat.setWechatShare(SHARE)).resolves.toBe(false);
    expect(load.logged).toEqual(['the JS-SDK failed to load']);

    const sign = setup({ signature: new Error('network') });
    await expect(sign.wechat.setWechatShare(SHARE)).resolves.toBe(false);
    expect(sign.logged).toEqual(['signature request failed']);

    const config_ = setup({ sdk: fakeSdk('error') });
    await expect(config_.wechat.setWechatShare(SHARE)).resolves.toBe(false);
    expect(config_.logged).toEqual(['config failed']);
    expect(config_.sdk.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('gives up when neither ready nor error ever fires', async () => {
    vi.useFakeTimers();
    const { wechat, logged } = setup({ sdk: fakeSdk('silent') });
    const result = wechat.setWechatShare(SHARE);
    await vi.advanceTimersByTimeAsync(WECHAT_READY_TIMEOUT_MS);
    await expect(result).resolves.toBe(false);
    expect(logged[0]).toContain('neither wx.ready nor wx.error');
  });

  it('iOS signs the landing URL once, whatever the current URL', async () => {
    const { wechat, getSignature, sdk, navigate } = setup({ os: 'ios' });
    await wechat.setWechatShare(SHARE);
    navigate('https://h5.talkie-ai.com/share/image?id=2');
    await wechat.setWechatShare({ ...SHARE, title: 'Second' });
    expect(getSignature).toHaveBeenCalledTimes(1);
    expect(getSignature).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://h5.talkie-ai.com/share/chat?id=1&from=timeline' }),
    );
    expect(sdk.config).toHaveBeenCalledTimes(1);
    expect(sdk.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Second' }));
  });

  it('Android signs the current URL again after the page moved, and only then', async () => {
    const { wechat, getSignature, sdk, navigate } = setup({ os: 'android' });
    await wechat.setWechatShare(SHARE);
    await wechat.setWechatShare(SHARE);
    navigate('https://h5.talkie-ai.com/share/image?id=2#x');
    await expect(wechat.setWechatShare({ ...SHARE, title: 'Image' })).resolves.toBe(true);
    expect(getSignature.mock.calls.map(([r]) => r.url)).toEqual([
      'https://h5.talkie-ai.com/share/chat?id=1',
      'https://h5.talkie-ai.com/share/image?id=2',
    ]);
    expect(sdk.config).toHaveBeenCalledTimes(2);
    expect(sdk.ready).toHaveBeenCalledTimes(1);
    expect(sdk.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Image' }));
  });

  it('loads the SDK once', async () => {
    const { wechat, loadSdk } = setup();
    await Promise.all([wechat.setWechatShare(SHARE), wechat.setWechatShare(SHARE), wechat.ensureConfigured()]);
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });
});

/**
 * WeChat share set-up at its edges: a URL without a hash is signed whole, the 10 s wait for wx.ready
 * is counted once per page, and an SDK that throws on config or on the share data leaves the share
 * unapplied (logged only).
 */
describe('wechat edges', () => {
  const SIGNATURE: WxUrlSignatureData = {
    app_id: 'wx1',
    timestamp: 1414587457,
    noncestr: 'Wm3WZYTPz0wzccnW',
    signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
  };
  const SHARE = {
    title: 'Chat with Ann',
    desc: 'A shared chat',
    cover_url: 'https://h5.talkie-ai.com/c.png',
    shareUrl: 'https://h5.talkie-ai.com/share/chat?id=1',
  };

  function sdk(
    overrides: Partial<WechatSdk> = {},
    answer: 'ready' | 'silent' = 'ready',
  ): WechatSdk & { config: ReturnType<typeof vi.fn> } {
    let onReady: (() => void) | null = null;
    return {
      config: vi.fn(() => queueMicrotask(() => (answer === 'ready' ? onReady?.() : undefined))),
      ready: (fn) => void (onReady = fn),
      error: () => undefined,
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
      ...overrides,
    } as WechatSdk & { config: ReturnType<typeof vi.fn> };
  }

  function setup(wx: WechatSdk, opts: { os?: 'ios' | 'android'; url?: string; log?: boolean } = {}) {
    const getSignature = vi.fn(async (_request: { url: string; wx_app_id: string }) => SIGNATURE);
    const logged: string[] = [];
    let url = opts.url ?? 'https://h5.talkie-ai.com/share/chat?id=1';
    const share = createWechatShare({
      host: { app: 'wechat', os: opts.os ?? 'android' },
      getSignature,
      landingUrl: url,
      currentUrl: () => url,
      appId: 'wx-test',
      loadSdk: async () => wx,
      ...(opts.log === false ? {} : { log: (m: string) => void logged.push(m) }),
    });
    return { share, getSignature, logged, navigate: (next: string) => (url = next) };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('which URL is signed', () => {
    it('a URL without a hash is signed whole, on either platform', async () => {
      expect(withoutHash('https://h5.talkie-ai.com/a?b=1')).toBe('https://h5.talkie-ai.com/a?b=1');
      expect(withoutHash('https://h5.talkie-ai.com/a?b=1#')).toBe('https://h5.talkie-ai.com/a?b=1');
      expect(withoutHash('#top')).toBe('');
      for (const os of ['ios', 'android'] as const) {
        const { share, getSignature } = setup(sdk(), { os, url: 'https://h5.talkie-ai.com/share/chat?id=1' });
        await share.ensureConfigured();
        expect(getSignature).toHaveBeenCalledWith({
          url: 'https://h5.talkie-ai.com/share/chat?id=1',
          wx_app_id: 'wx-test',
        });
      }
    });
  });

  describe('the wait for wx.ready', () => {
    it('gives up after exactly 10 s', async () => {
      vi.useFakeTimers();
      const { share, logged } = setup(sdk({}, 'silent'));
      const settled = vi.fn();
      void share.ensureConfigured().then(settled);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(false);
      expect(logged).toEqual(['neither wx.ready nor wx.error fired; set-up abandoned']);
    });

    it('is counted once per page, from the first set-up, however often the URL changes', async () => {
      vi.useFakeTimers();
      const { share, logged, navigate } = setup(sdk({}, 'silent'));
      void share.ensureConfigured();
      await vi.advanceTimersByTimeAsync(6_000);
      navigate('https://h5.talkie-ai.com/share/image?id=2');
      const second = vi.fn();
      void share.ensureConfigured().then(second);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(second).toHaveBeenCalledWith(false);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(logged).toEqual(['neither wx.ready nor wx.error fired; set-up abandoned']);
    });
  });

  describe('an SDK that cannot be used', () => {
    it('that failed to load leaves the page unconfigured', async () => {
      const logged: string[] = [];
      const share = createWechatShare({
        host: { app: 'wechat', os: 'android' },
        getSignature: async () => SIGNATURE,
        landingUrl: 'https://h5.talkie-ai.com/',
        currentUrl: () => 'https://h5.talkie-ai.com/',
        loadSdk: () => Promise.reject(new Error('script error')),
        log: (m) => void logged.push(m),
      });
      await expect(share.ensureConfigured()).resolves.toBe(false);
      expect(logged).toEqual(['the JS-SDK failed to load']);
    });

    it('on config: set-up fails and no share data is applied', async () => {
      const wx = sdk({
        config: vi.fn(() => {
          throw new Error('bad config');
        }),
      });
      const { share, logged } = setup(wx);
      await expect(share.setWechatShare(SHARE)).resolves.toBe(false);
      expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
      expect(logged).toEqual(['config threw']);
    });

    it('on the share data: the share counts as not applied', async () => {
      const wx = sdk({
        updateTimelineShareData: () => {
          throw new Error('no permission');
        },
      });
      const { share, logged } = setup(wx);
      await expect(share.setWechatShare(SHARE)).resolves.toBe(false);
      expect(logged).toEqual(['share data was refused']);
    });

    it('logs to the console under [wechat] when no logger is given', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const wx = sdk({
        config: () => {
          throw new Error('bad config');
        },
      });
      const { share } = setup(wx, { log: false });
      await expect(share.ensureConfigured()).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith('[wechat] config threw', expect.any(Error));
    });

    it('logs a message without detail to the console with nothing after it', async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { share } = setup(sdk({}, 'silent'), { log: false });
      void share.ensureConfigured();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(warn).toHaveBeenCalledWith('[wechat] neither wx.ready nor wx.error fired; set-up abandoned', '');
    });
  });

  describe('a freshly loaded module', () => {
    it('asks WeChat for the two share APIs only', async () => {
      vi.resetModules();
      const fresh = await import('@/services/wechat/wechat-share');
      const wx = sdk();
      const share = fresh.createWechatShare({
        host: { app: 'wechat', os: 'android' },
        getSignature: async () => SIGNATURE,
        landingUrl: 'https://h5.talkie-ai.com/',
        currentUrl: () => 'https://h5.talkie-ai.com/',
        appId: 'wx-test',
        loadSdk: async () => wx,
        log: () => undefined,
      });
      await expect(share.ensureConfigured()).resolves.toBe(true);
      expect(wx.config).toHaveBeenCalledWith(
        expect.objectContaining({ jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] }),
      );
    });

    it('loads the JS-SDK itself when given no loader, then asks for the signature', async () => {
      vi.resetModules();
      const fresh = await import('@/services/wechat/wechat-share');
      const getSignature = vi.fn(async () => SIGNATURE);
      const share = fresh.createWechatShare({
        host: { app: 'wechat', os: 'android' },
        getSignature,
        landingUrl: 'https://h5.talkie-ai.com/',
        currentUrl: () => 'https://h5.talkie-ai.com/',
        log: () => undefined,
      });
      void share.ensureConfigured();
      await vi.waitFor(() => expect(getSignature).toHaveBeenCalledTimes(1));
    });
  });
});
