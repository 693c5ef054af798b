/**
 * The hosts a generated path runs in. What the page sees of each (its user agent) is in user-agent-of.ts, which
 * reads Playwright's device list: this module stays free of it, so unit tests load it in any worker.
 */
import type { ModelHost } from './adapter';

/** Hosts most flows use. `guards` are filled in by each adapter. */
export const appHost = (
  platform: 'ios' | 'android',
  appVersion: string,
  guards: Record<string, boolean> = {},
  extra: Partial<ModelHost> = {},
): ModelHost => ({
  id: `app-${platform}-${appVersion}`,
  qa: `Talkie app ${appVersion} on ${platform === 'ios' ? 'an iPhone' : 'an Android phone'}`,
  kind: 'app',
  platform,
  appVersion,
  guards,
  ...extra,
});

export const browserHost = (
  platform: 'ios' | 'android',
  guards: Record<string, boolean> = {},
  extra: Partial<ModelHost> = {},
): ModelHost => ({
  id: `browser-${platform}`,
  qa: `${platform === 'ios' ? 'Safari on an iPhone' : 'Chrome on an Android phone'} (not the app)`,
  kind: 'browser',
  platform,
  guards,
  ...extra,
});

export const wechatHost = (
  platform: 'ios' | 'android',
  guards: Record<string, boolean> = {},
  extra: Partial<ModelHost> = {},
): ModelHost => ({
  id: `wechat-${platform}`,
  qa: `WeChat on ${platform === 'ios' ? 'an iPhone' : 'an Android phone'} (a link opened in a chat)`,
  kind: 'wechat',
  platform,
  guards,
  ...extra,
});
