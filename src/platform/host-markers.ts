import { requestSettings } from './config';

export type HostApp = 'talkie' | 'wechat' | 'wechat_mini_program' | 'qq' | 'browser';
export type DeviceOS = 'ios' | 'android' | 'other';

export interface HostInfo {
  readonly app: HostApp;
  readonly os: DeviceOS;
  /** The Talkie app version inside its webview, else null. */
  readonly appVersion: string | null;
  /** True inside the product's own native app (where the bridge exists). */
  readonly isNativeApp: boolean;
  /** From the full parse (ua-parser-js); null in the boot-time hint. */
  readonly browserName: string | null;
  readonly osVersion: string | null;
}

/**
 * The host apps mark their user agents themselves (`Talkie/<version>`, `MicroMessenger`,
 * `miniProgram`, `QQ/<version>`): which app hosts the page is read from those markers, here, for both
 * the boot-time hint and the full parse, so the two can never disagree on it.
 */
export function hostAppFromMarkers(
  ua: string,
  browserName: string | null = null,
): { app: HostApp; appVersion: string | null } {
  const talkie = requestSettings.talkieUserAgentPattern.exec(ua);
  if (talkie) return { app: 'talkie', appVersion: talkie[1] ?? null };
  if (/MicroMessenger/i.test(ua))
    return { app: /miniProgram/i.test(ua) ? 'wechat_mini_program' : 'wechat', appVersion: null };
  // The mobile QQ app says "QQ/x.y"; the QQ browser says "MQQBrowser" and is an ordinary browser.
  if (/\bQQ\/\d/i.test(ua) || browserName === 'QQ') return { app: 'qq', appVersion: null };
  return { app: 'browser', appVersion: null };
}

/**
 * What the first render needs, without the user-agent parser: the host app from its marker and the OS
 * from the platform tokens. The full parse (host.ts, ua-parser-js) replaces it as soon as it loads.
 */
export function hostHint(ua: string): HostInfo {
  const { app, appVersion } = hostAppFromMarkers(ua);
  const os: DeviceOS = /iphone|ipad|ipod|\bios\b/i.test(ua)
    ? 'ios'
    : /android|harmonyos/i.test(ua)
      ? 'android'
      : 'other';
  return { app, os, appVersion, isNativeApp: app === 'talkie', browserName: null, osVersion: null };
}
