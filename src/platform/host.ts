import { UAParser } from 'ua-parser-js';
import { UA_CACHE_SIZE } from './constants';
import { hostAppFromMarkers, type DeviceOS, type HostInfo } from './host-markers';

export type { DeviceOS, HostApp, HostInfo } from './host-markers';
export { compareVersions } from './version';

const cache = new Map<string, HostInfo>();

function parse(ua: string): HostInfo {
  // Only the two parts used: the device and engine tables are the parser's slowest, and a slow phone
  // would spend a long task on them.
  const parser = new UAParser(ua);
  const result = { os: parser.getOS(), browser: parser.getBrowser() };
  const osName = (result.os.name ?? '').toLowerCase();
  const os: DeviceOS =
    osName === 'ios' || /iphone|ipad|ipod/i.test(ua) ? 'ios' : osName === 'android' ? 'android' : 'other';
  const browserName = result.browser.name ?? null;
  const { app, appVersion } = hostAppFromMarkers(ua, browserName);
  return { app, os, appVersion, isNativeApp: app === 'talkie', browserName, osVersion: result.os.version ?? null };
}

/**
 * Host app and device from a user agent, through ua-parser-js; the last UA_CACHE_SIZE results are
 * cached. This module is loaded beside the first render (see src/services/app-services.ts); the
 * first render itself uses hostHint (host-markers.ts).
 */
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
