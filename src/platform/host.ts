import { UAParser } from 'ua-parser-js';
import { UA_CACHE_SIZE } from './constants';
import { config } from './config';

export type HostApp = 'talkie' | 'wechat' | 'wechat_mini_program' | 'qq' | 'browser';
export type DeviceOS = 'ios' | 'android' | 'other';

export interface HostInfo {
  readonly app: HostApp;
  readonly os: DeviceOS;
  /** The Talkie app version inside its webview, else null. */
  readonly appVersion: string | null;
  /** True inside the product's own native app (where the bridge exists). */
  readonly isNativeApp: boolean;
  readonly browserName: string | null;
  readonly osVersion: string | null;
}

const cache = new Map<string, HostInfo>();

function parse(ua: string): HostInfo {
  const result = new UAParser(ua).getResult();
  const osName = (result.os.name ?? '').toLowerCase();
  const os: DeviceOS = osName === 'ios' || /iphone|ipad|ipod/i.test(ua) ? 'ios' : osName === 'android' ? 'android' : 'other';
  const talkie = config.talkieUserAgentPattern.exec(ua);
  const browserName = result.browser.name ?? null;
  let app: HostApp = 'browser';
  if (talkie) app = 'talkie';
  else if (/MicroMessenger/i.test(ua)) app = /miniProgram/i.test(ua) ? 'wechat_mini_program' : 'wechat';
  // The mobile QQ app says "QQ/x.y"; the QQ browser says "MQQBrowser" and is an ordinary browser.
  else if (/\bQQ\/\d/i.test(ua) || browserName === 'QQ') app = 'qq';
  return {
    app,
    os,
    appVersion: talkie?.[1] ?? null,
    isNativeApp: app === 'talkie',
    browserName,
    osVersion: result.os.version ?? null,
  };
}

/** Host app and device from a user agent; the last UA_CACHE_SIZE results are cached. */
export function detectHost(ua: string): HostInfo {
  const hit = cache.get(ua);
  if (hit) {
    // Refresh recency so the cache evicts the least recently used agent.
    cache.delete(ua);
    cache.set(ua, hit);
    return hit;
  }
  const info = parse(ua);
  cache.set(ua, info);
  if (cache.size > UA_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return info;
}

export const hostCacheSize = (): number => cache.size;
export const clearHostCache = (): void => cache.clear();

export const currentHost = (): HostInfo => detectHost(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** Compares dotted versions: negative if a < b, 0 if equal, positive if a > b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
