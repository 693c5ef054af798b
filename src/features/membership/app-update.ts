import { config } from '@/platform/config';
import type { DeviceOS } from '@/platform/host';
import { androidMarketFor } from '@/services/app-open';

/**
 * Where an app too old for a page's bridge method is updated: the Apple store on iOS, the phone
 * maker's market (Xiaomi, Huawei) or the generic market on Android, the download page elsewhere.
 */
export function appUpdateUrl(os: DeviceOS, userAgent: string): string {
  const urls = config.appOpen;
  if (os === 'ios') return urls.appleStoreUrl;
  if (os === 'android') {
    const market = androidMarketFor(userAgent);
    return market === 'xiaomi' ? urls.xiaomiMarketUrl : market === 'huawei' ? urls.huaweiMarketUrl : urls.genericMarketUrl;
  }
  return urls.downloadPageUrl;
}

/**
 * Leaves the page for `url`. Outside production an end-to-end init script may install
 * `window.__talkieTestNavigate(url)` (the open-app flow's hook) to record the navigation instead.
 */
export function leavePageFor(url: string, allowTestHook: boolean): void {
  const hook = (window as unknown as Record<string, unknown>).__talkieTestNavigate;
  if (allowTestHook && typeof hook === 'function') {
    (hook as (target: string) => void)(url);
    return;
  }
  window.location.href = url;
}
