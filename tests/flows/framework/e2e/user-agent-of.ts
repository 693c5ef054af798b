/**
 * The user agent of each host a generated path runs in, as the page sees it: a phone's, the Talkie app's webview on
 * it (` Talkie/<version>`), WeChat's and QQ's.
 */
import { devices } from '@playwright/test';
import { talkieUserAgent } from '../../../e2e/support/user-agents';
import type { ModelHost } from './adapter';

const PHONE = {
  ios: devices['iPhone 13'].userAgent,
  android: devices['Pixel 7'].userAgent,
} as const;

const WECHAT = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
} as const;

const QQ = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/9.0.60.622 V1_IPH_SQ_9.0.60_1_APP_A Pixel/1170 Core/WKWebView NetType/WIFI QBWebViewType/1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 MQQBrowser/6.2 TBS/046805 Mobile Safari/537.36 V1_AND_SQ_9.0.60_6058_YYB_D QQ/9.0.60.17220 NetType/WIFI WebP/0.3.0 AppId/537210458',
} as const;

export function userAgentOf(host: ModelHost): string {
  if (host.userAgent) return host.userAgent;
  switch (host.kind) {
    case 'app':
      return talkieUserAgent(PHONE[host.platform], host.appVersion);
    case 'wechat':
      return WECHAT[host.platform];
    case 'qq':
      return QQ[host.platform];
    case 'browser':
      return PHONE[host.platform];
  }
}
