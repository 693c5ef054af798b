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
