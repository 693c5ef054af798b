import { describe, expect, it } from 'vitest';
import { config } from '@/platform/config';
import { APP_OPEN_DOWNLOAD_DELAY_MS, APP_OPEN_STORE_DELAY_MS } from '@/platform/constants';
import { detectHost } from '@/platform/host';
import {
  APP_OPEN_STRATEGY,
  androidMarketFor,
  appOpenHostOf,
  appUpdateUrl,
  resolveAppOpenPlan,
} from '@/services/app-open';
import { UA } from '../../support/user-agents';

const DEEP_LINK = `${config.appOpen.scheme}chat?npc_id=n1&channel_label=H5`;
const XIAOMI =
  'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2210132C Build/TKQ1.221114.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.7.160519';
const HUAWEI =
  'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.12.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36';

const plan = (ua: string, brand: 'talkie' | 'toki' = 'talkie', extraQuery?: Record<string, string>) =>
  resolveAppOpenPlan({
    host: detectHost(ua),
    userAgent: ua,
    brand,
    deepLink: DEEP_LINK,
    fromPage: 'share_chat',
    ...(extraQuery ? { extraQuery } : {}),
  });

describe('app-open strategy table', () => {
  it('has a row for every host', () => {
    expect(Object.keys(APP_OPEN_STRATEGY).sort()).toEqual([
      'browser_android',
      'browser_ios',
      'browser_other',
      'qq',
      'talkie_app',
      'wechat',
      'wechat_mini_program',
    ]);
  });

  it('iOS browsers: universal link, then the Apple store, then the download page', () => {
    const p = plan(UA.iosSafari, 'talkie', { npc_id: 'n1' });
    expect(p.host).toBe('browser_ios');
    expect(p.open).toEqual({
      method: 'universal_link',
      url: `${config.appOpen.universalLinkBase}/chat?npc_id=n1&channel_label=H5`,
    });
    expect(p.storeUrl).toBe(config.appOpen.appleStoreUrl);
    expect(p.downloadUrl).toBe(`${config.appOpen.downloadPageUrl}?npc_id=n1&from_page=share_chat`);
    expect([p.storeDelayMs, p.downloadDelayMs]).toEqual([APP_OPEN_STORE_DELAY_MS, APP_OPEN_DOWNLOAD_DELAY_MS]);
  });

  it('Android browsers: the scheme, then the maker market picked from the user agent', () => {
    expect(plan(UA.androidChrome).open).toEqual({ method: 'scheme', url: DEEP_LINK });
    expect(plan(UA.androidChrome).storeUrl).toBe(config.appOpen.genericMarketUrl);
    expect(plan(XIAOMI).storeUrl).toBe(config.appOpen.xiaomiMarketUrl);
    expect(plan(HUAWEI).storeUrl).toBe(config.appOpen.huaweiMarketUrl);
    expect(androidMarketFor('Mozilla/5.0 (Linux; Android 11; Redmi Note 9 Pro)')).toBe('xiaomi');
    expect(androidMarketFor('Mozilla/5.0 (Linux; Android 10; HONOR 20)')).toBe('huawei');
  });

  it('WeChat and QQ guide to the browser; the mini program cannot open the app', () => {
    expect(plan(UA.wechatIos).open).toEqual({ method: 'guide_to_browser' });
    expect(plan(UA.wechatAndroid).open).toEqual({ method: 'guide_to_browser' });
    expect(plan(UA.wechatMiniProgram)).toMatchObject({
      host: 'wechat_mini_program',
      open: { method: 'none' },
      storeUrl: null,
      downloadUrl: null,
    });
    expect(plan(UA.qqIos)).toMatchObject({ host: 'qq', open: { method: 'guide_to_browser' } });
    expect(plan(UA.qqAndroid)).toMatchObject({ host: 'qq', open: { method: 'guide_to_browser' } });
    // The QQ browser is an ordinary browser.
    expect(plan(UA.qqBrowser).host).toBe('browser_android');
    expect(appOpenHostOf({ app: 'browser', os: 'other' }, '')).toBe('browser_other');
  });

  it('inside the Talkie app it opens the native page, no store', () => {
    const p = plan(UA.talkieIos);
    expect(p).toMatchObject({
      host: 'talkie_app',
      open: { method: 'native_page', url: DEEP_LINK },
      storeUrl: null,
      downloadUrl: null,
    });
  });

  it('toki goes straight to its own store link on every host', () => {
    for (const ua of [UA.iosSafari, UA.androidChrome, UA.wechatIos]) {
      expect(plan(ua, 'toki')).toMatchObject({
        open: { method: 'store_link', url: config.appOpen.tokiStoreUrl },
        storeUrl: null,
        downloadUrl: null,
      });
    }
  });

  it('from_page cannot be overridden by the extra query', () => {
    expect(plan(UA.androidChrome, 'talkie', { from_page: 'evil' }).downloadUrl).toBe(
      `${config.appOpen.downloadPageUrl}?from_page=share_chat`,
    );
  });
});

describe('the download page’s query', () => {
  it('is added after a query the configured URL may already have, and leaves the URL alone when empty', async () => {
    const { withQuery } = await import('@/services/app-open/strategy');
    expect(withQuery('https://talkie-ai.com/download?channel=ads', { from_page: 'share_chat' })).toBe(
      'https://talkie-ai.com/download?channel=ads&from_page=share_chat',
    );
    expect(withQuery('https://talkie-ai.com/download', { from_page: 'share chat' })).toBe(
      'https://talkie-ai.com/download?from_page=share+chat',
    );
    expect(withQuery('https://talkie-ai.com/download', {})).toBe('https://talkie-ai.com/download');
  });
});

describe("the update prompts' store (appUpdateUrl)", () => {
  it('sends an old app to the store its phone installs from', () => {
    expect(appUpdateUrl('ios', UA.iosSafari)).toBe(config.appOpen.appleStoreUrl);
    expect(appUpdateUrl('android', UA.androidChrome)).toBe(config.appOpen.genericMarketUrl);
    expect(appUpdateUrl('android', XIAOMI)).toBe(config.appOpen.xiaomiMarketUrl);
    expect(appUpdateUrl('android', HUAWEI)).toBe(config.appOpen.huaweiMarketUrl);
    expect(appUpdateUrl('other', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(config.appOpen.downloadPageUrl);
  });
});
