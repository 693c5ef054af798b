import type { Brand } from '@/platform/brand';
import { config } from '@/platform/config';
import { APP_OPEN_DOWNLOAD_DELAY_MS, APP_OPEN_STORE_DELAY_MS } from '@/platform/constants';
import type { DeviceOS, HostInfo } from '@/platform/host';

/**
 * How "open the app" works on each host, as data for the app-open machine (SPEC §4, DESIGN.md).
 * The machine decides when (user tap, 2000 ms, 3000 ms, page hidden); this table decides what.
 */
export type AppOpenHost =
  'talkie_app' | 'browser_ios' | 'browser_android' | 'browser_other' | 'wechat' | 'wechat_mini_program' | 'qq';

/**
 * - native_page: already inside the app, ask it to open the page (bridge openNativePage)
 * - scheme / universal_link: navigate to it from the user's tap
 * - guide_to_browser: the host blocks schemes and universal links: show "open in browser" guidance
 * - store_link: go straight to the brand's store link (toki)
 * - none: nothing can open the app here (mini program)
 */
export type OpenMethod = 'native_page' | 'scheme' | 'universal_link' | 'guide_to_browser' | 'store_link' | 'none';
export type StoreKind = 'apple' | 'android_market';
export type AndroidMarket = 'xiaomi' | 'huawei' | 'generic';

export interface HostStrategy {
  readonly open: OpenMethod;
  /** Store page after APP_OPEN_STORE_DELAY_MS while the page is still visible; null for none. */
  readonly store: StoreKind | null;
  /** Download page after a further APP_OPEN_DOWNLOAD_DELAY_MS while still visible. */
  readonly download: boolean;
}

export const APP_OPEN_STRATEGY: { readonly [H in AppOpenHost]: HostStrategy } = {
  talkie_app: { open: 'native_page', store: null, download: false },
  // Universal links open the app without Safari's "invalid address" alert when it is missing.
  browser_ios: { open: 'universal_link', store: 'apple', download: true },
  browser_android: { open: 'scheme', store: 'android_market', download: true },
  // Desktop and unknown systems have no app: the download page is the only useful target.
  browser_other: { open: 'none', store: null, download: true },
  // WeChat and QQ block schemes and universal links in many versions.
  wechat: { open: 'guide_to_browser', store: null, download: false },
  qq: { open: 'guide_to_browser', store: null, download: false },
  wechat_mini_program: { open: 'none', store: null, download: false },
};

/** Brands whose behaviour replaces the host table everywhere (SPEC §4: toki goes straight to its store). */
export const BRAND_STRATEGY: Partial<Record<Brand, HostStrategy>> = {
  toki: { open: 'store_link', store: null, download: false },
};

/**
 * The table row for a host. HarmonyOS phones (reported as os 'other') run the Android app, so a user
 * agent that names Android or HarmonyOS counts as Android here.
 */
export function appOpenHostOf(host: Pick<HostInfo, 'app' | 'os'>, userAgent: string): AppOpenHost {
  switch (host.app) {
    case 'talkie':
      return 'talkie_app';
    case 'wechat':
      return 'wechat';
    case 'wechat_mini_program':
      return 'wechat_mini_program';
    case 'qq':
      return 'qq';
    case 'browser':
      if (host.os === 'ios') return 'browser_ios';
      return host.os === 'android' || /android|harmonyos/i.test(userAgent) ? 'browser_android' : 'browser_other';
  }
}

/** The Android phone maker's own market when the user agent names one. */
export function androidMarketFor(userAgent: string): AndroidMarket {
  if (/xiaomi|redmi|\bmi \d|\bmix \d|miui|poco/i.test(userAgent)) return 'xiaomi';
  if (/huawei|honor|harmonyos/i.test(userAgent)) return 'huawei';
  return 'generic';
}

export type OpenStep =
  | { readonly method: 'native_page' | 'scheme' | 'universal_link' | 'store_link'; readonly url: string }
  | { readonly method: 'guide_to_browser' | 'none' };

export interface AppOpenPlan {
  readonly host: AppOpenHost;
  readonly open: OpenStep;
  readonly storeUrl: string | null;
  readonly downloadUrl: string | null;
  readonly storeDelayMs: number;
  readonly downloadDelayMs: number;
}

export interface AppOpenInput {
  host: Pick<HostInfo, 'app' | 'os'>;
  userAgent: string;
  brand: Brand;
  /** The native deep link to open (services/deep-links), e.g. talkie://chat?npc_id=1&channel_label=H5. */
  deepLink: string;
  /** Page name sent to the download page as from_page. */
  fromPage: string;
  extraQuery?: Readonly<Record<string, string>>;
}

/** The URL with the query added, after a query it may already have. */
export const withQuery = (base: string, query: Readonly<Record<string, string>>): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
};

/** The universal link carrying the same path and query as the scheme link. */
export function universalLinkFor(deepLink: string): string {
  const rest = deepLink.startsWith(config.appOpen.scheme)
    ? deepLink.slice(config.appOpen.scheme.length)
    : deepLink.replace(/^[a-z][\w+.-]*:\/\//i, '');
  return `${config.appOpen.universalLinkBase}/${rest}`;
}

/** The market an Android phone installs from: its maker's (Xiaomi, Huawei) or the generic one. */
export function androidMarketUrlFor(userAgent: string): string {
  const urls = config.appOpen;
  const market = androidMarketFor(userAgent);
  return market === 'xiaomi'
    ? urls.xiaomiMarketUrl
    : market === 'huawei'
      ? urls.huaweiMarketUrl
      : urls.genericMarketUrl;
}

/**
 * Where an app too old for a page's bridge method is updated: the Apple store on iOS, the phone
 * maker's market or the generic market on Android, the download page elsewhere. The one store picker
 * of the product's update prompts (membership, the clone flow).
 */
export function appUpdateUrl(os: DeviceOS, userAgent: string): string {
  if (os === 'ios') return config.appOpen.appleStoreUrl;
  if (os === 'android') return androidMarketUrlFor(userAgent);
  return config.appOpen.downloadPageUrl;
}

/** Turns the table into concrete URLs for one visit. */
export function resolveAppOpenPlan(input: AppOpenInput): AppOpenPlan {
  const host = appOpenHostOf(input.host, input.userAgent);
  const strategy = BRAND_STRATEGY[input.brand] ?? APP_OPEN_STRATEGY[host];
  const urls = config.appOpen;
  let open: OpenStep;
  switch (strategy.open) {
    case 'native_page':
    case 'scheme':
      open = { method: strategy.open, url: input.deepLink };
      break;
    case 'universal_link':
      open = { method: 'universal_link', url: universalLinkFor(input.deepLink) };
      break;
    case 'store_link':
      open = { method: 'store_link', url: urls.tokiStoreUrl };
      break;
    default:
      open = { method: strategy.open };
  }
  let storeUrl: string | null = null;
  if (strategy.store === 'apple') storeUrl = urls.appleStoreUrl;
  if (strategy.store === 'android_market') storeUrl = androidMarketUrlFor(input.userAgent);
  return {
    host,
    open,
    storeUrl,
    downloadUrl: strategy.download
      ? withQuery(urls.downloadPageUrl, { ...input.extraQuery, from_page: input.fromPage })
      : null,
    storeDelayMs: APP_OPEN_STORE_DELAY_MS,
    downloadDelayMs: APP_OPEN_DOWNLOAD_DELAY_MS,
  };
}
