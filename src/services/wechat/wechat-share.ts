import type { GetWxUrlSignatureRequest, WxUrlSignatureData } from '@/api/contract/activity';
import { config } from '@/platform/config';
import { WECHAT_READY_TIMEOUT_MS } from '@/platform/constants';
import type { HostInfo } from '@/platform/host';

/**
 * WeChat share set-up (SPEC §4, §7, §8). Only inside WeChat: the JS-SDK is loaded on demand, a
 * signature is asked for the page URL without its hash, and wx.config gets timestamp, noncestr and
 * signature; if any is missing, set-up is abandoned. Script and config errors are logged only.
 *
 * Which URL is signed: iOS WeChat validates against the URL the page was first loaded with (the
 * landing URL, captured at boot), Android WeChat against the current URL. So iOS configures once,
 * Android configures again whenever the single-page app has moved to another URL.
 * wx.ready fires once: share data waits for it, later updates are applied at once.
 */
export interface WechatSdk {
  config(conf: {
    debug?: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (err: { errMsg: string }) => void): void;
  updateAppMessageShareData(params: {
    title: string;
    desc: string;
    link: string;
    imgUrl: string;
    success?: () => void;
  }): void;
  updateTimelineShareData(params: { title: string; link: string; imgUrl: string; success?: () => void }): void;
}

export interface WechatShareData {
  title: string;
  desc: string;
  cover_url: string;
  shareUrl: string;
}

export interface WechatShareDeps {
  host: Pick<HostInfo, 'app' | 'os'>;
  /** Asks activity/get_wx_url_signature (services/api getWxUrlSignature). */
  getSignature: (request: GetWxUrlSignatureRequest) => Promise<Partial<WxUrlSignatureData>>;
  /** location.href when the page first loaded. */
  landingUrl: string;
  currentUrl: () => string;
  appId?: string;
  loadSdk?: () => Promise<WechatSdk>;
  log?: (message: string, detail?: unknown) => void;
}

export interface WechatShare {
  /** Configures the SDK for the URL WeChat will check; false when not in WeChat or set-up failed. */
  ensureConfigured(): Promise<boolean>;
  /** Sets what WeChat shares; false when it could not be applied (not in WeChat, set-up failed). */
  setWechatShare(share: WechatShareData): Promise<boolean>;
}

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];
export { WECHAT_READY_TIMEOUT_MS };

export const withoutHash = (url: string): string => {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
};

const defaultLoadSdk = (): Promise<WechatSdk> => import('weixin-js-sdk').then((m) => m.default as unknown as WechatSdk);

/** The loaded JS-SDK with its one wait for wx.ready. */
interface LoadedSdk {
  wx: WechatSdk;
  /** true on wx.ready; false on wx.error or once giveUp ran first. */
  ready: Promise<boolean>;
  /** Ends the wait as failed; does nothing once ready or error fired. */
  giveUp: () => void;
}

export function createWechatShare(deps: WechatShareDeps): WechatShare {
  const log = deps.log ?? ((message, detail) => console.warn(`[wechat] ${message}`, detail ?? ''));
  const appId = deps.appId ?? config.wechatAppId;
  let sdk: Promise<LoadedSdk | null> | null = null;
  let readyTimerStarted = false;
  let configured: { url: string; result: Promise<boolean> } | null = null;

  function loadSdk(): Promise<LoadedSdk | null> {
    sdk ??= (deps.loadSdk ?? defaultLoadSdk)().then(
      (wx) => {
        // Registered once: ready fires once per page, error on a failed config.
        let resolveReady: (ok: boolean) => void = () => undefined; // replaced at once: the executor runs synchronously
        const ready = new Promise<boolean>((resolve) => (resolveReady = resolve));
        // Only the first answer counts: the timer must not log "abandoned" after wx.ready fired.
        let settled = false;
        const settle = (ok: boolean): void => {
          settled = true;
          resolveReady(ok);
        };
        const giveUp = (): void => {
          if (settled) return;
          log('neither wx.ready nor wx.error fired; set-up abandoned');
          settle(false);
        };
        wx.ready(() => settle(true));
        wx.error((err) => {
          log('config failed', err);
          settle(false);
        });
        return { wx, ready, giveUp };
      },
      (error: unknown) => {
        log('the JS-SDK failed to load', error);
        return null;
      },
    );
    return sdk;
  }

  async function configure(url: string): Promise<boolean> {
    const loaded = await loadSdk();
    if (!loaded) return false;
    const { wx } = loaded;
    let signature: Partial<WxUrlSignatureData>;
    try {
      signature = await deps.getSignature({ url, wx_app_id: appId });
    } catch (error) {
      log('signature request failed', error);
      return false;
    }
    const { timestamp, noncestr, signature: sign } = signature;
    if (!timestamp || !noncestr || !sign) {
      log('signature answer misses timestamp, noncestr or signature; set-up abandoned', signature);
      return false;
    }
    try {
      wx.config({ appId, timestamp, nonceStr: noncestr, signature: sign, jsApiList: SHARE_APIS });
    } catch (error) {
      log('config threw', error);
      return false;
    }
    if (!readyTimerStarted) {
      readyTimerStarted = true;
      setTimeout(() => loaded.giveUp(), WECHAT_READY_TIMEOUT_MS); // does nothing once ready or error fired
    }
    return loaded.ready;
  }

  function ensureConfigured(): Promise<boolean> {
    if (deps.host.app !== 'wechat') return Promise.resolve(false);
    const url = withoutHash(deps.host.os === 'ios' ? deps.landingUrl : deps.currentUrl());
    if (configured?.url !== url) configured = { url, result: configure(url) };
    return configured.result;
  }

  return {
    ensureConfigured,
    async setWechatShare(share) {
      if (!(await ensureConfigured())) return false;
      // ensureConfigured() answered true, which needs the SDK loaded, and the SDK promise is kept.
      const { wx } = (await loadSdk()) as LoadedSdk;
      try {
        wx.updateAppMessageShareData({
          title: share.title,
          desc: share.desc,
          link: share.shareUrl,
          imgUrl: share.cover_url,
        });
        wx.updateTimelineShareData({ title: share.title, link: share.shareUrl, imgUrl: share.cover_url });
        return true;
      } catch (error) {
        log('share data was refused', error);
        return false;
      }
    },
  };
}
