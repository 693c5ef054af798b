import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WxUrlSignatureData } from '@/api/contract/activity';
import { config } from '@/platform/config';
import { createWechatShare, WECHAT_READY_TIMEOUT_MS, type WechatSdk, type WechatShareDeps } from '@/services/wechat';

type Os = 'ios' | 'android';
const SIGNATURE: WxUrlSignatureData = { app_id: 'wx1', timestamp: 1414587457, noncestr: 'Wm3WZYTPz0wzccnW', signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' };
const SHARE = { title: 'Chat with Ann', desc: 'A shared chat', cover_url: 'https://h5.talkie-ai.com/c.png', shareUrl: 'https://h5.talkie-ai.com/share/chat?id=1' };

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

function setup(opts: { os?: Os; app?: 'wechat' | 'browser' | 'talkie'; signature?: Partial<WxUrlSignatureData> | Error; sdk?: ReturnType<typeof fakeSdk>; loadFails?: boolean } = {}) {
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
  return { wechat: createWechatShare(deps), sdk, getSignature, loadSdk, logged, navigate: (next: string) => (url = next) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WeChat share set-up', () => {
  it('signs the URL without its hash, configures wx and applies the share data after ready', async () => {
    const { wechat, sdk, getSignature } = setup();
    await expect(wechat.setWechatShare(SHARE)).resolves.toBe(true);
    expect(getSignature).toHaveBeenCalledWith({ url: 'https://h5.talkie-ai.com/share/chat?id=1', wx_app_id: config.wechatAppId });
    expect(sdk.config).toHaveBeenCalledWith({
      appId: config.wechatAppId,
      timestamp: 1414587457,
      nonceStr: 'Wm3WZYTPz0wzccnW',
      signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith({ title: SHARE.title, desc: SHARE.desc, link: SHARE.shareUrl, imgUrl: SHARE.cover_url });
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({ title: SHARE.title, link: SHARE.shareUrl, imgUrl: SHARE.cover_url });
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
    expect(getSignature).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://h5.talkie-ai.com/share/chat?id=1&from=timeline' }));
    expect(sdk.config).toHaveBeenCalledTimes(1);
    expect(sdk.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Second' }));
  });

  it('Android signs the current URL again after the page moved, and only then', async () => {
    const { wechat, getSignature, sdk, navigate } = setup({ os: 'android' });
    await wechat.setWechatShare(SHARE);
    await wechat.setWechatShare(SHARE);
    navigate('https://h5.talkie-ai.com/share/image?id=2#x');
    await expect(wechat.setWechatShare({ ...SHARE, title: 'Image' })).resolves.toBe(true);
    expect(getSignature.mock.calls.map(([r]) => r.url)).toEqual(['https://h5.talkie-ai.com/share/chat?id=1', 'https://h5.talkie-ai.com/share/image?id=2']);
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
