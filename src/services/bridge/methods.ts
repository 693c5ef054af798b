import { DEFAULT_SHARE_SCENE } from '@/platform/constants';
import type { DeviceOS, HostInfo } from '@/platform/host-markers';
import { compareVersions } from '@/platform/version';

/**
 * Every native method of SPEC §7 with its typed params and reply data, and its minimum app version
 * from SPEC §5 per platform. A method with no stated minimum has none; a minimum stated for one
 * platform only gates that platform. `request` is this project's addition: an HTTP request sent by
 * the app (SPEC §7 "requests may go through the native bridge").
 * The spec names the methods, not their payloads; the shapes below are this project's.
 */

export interface ShareParams {
  title: string;
  desc: string;
  cover_url: string;
  shareUrl: string;
  video_url?: string;
  trackExt?: string;
  bizExtra?: string;
  shareSceneId?: string;
  /** Defaults to MX_COMMON_SHARE. */
  scene?: string;
}

export interface NativeUser {
  user_id: string | null;
  auth_token: string | null;
  refresh_token: string | null;
  is_anonymous: boolean;
  nickname?: string;
  avatar_url?: string;
}

export interface ClientInfo {
  app_version: string;
  app_id: number;
  version_code?: string;
  platform: 'ios' | 'android';
  device_id: string;
  language: string;
  status_bar_height: number;
}

export type ImageSource = 'album' | 'camera';

export interface BridgeMethodMap {
  exitWebView: { params: undefined; reply: null };
  enableGestureExit: { params: { enable: boolean }; reply: null };
  /** `page` is a deep link built by services/deep-links. */
  openNativePage: { params: { page: string }; reply: null };
  /** Without a title, the document title is sent. */
  setPageTitle: { params: { title?: string } | undefined; reply: null };
  getUserInfo: { params: undefined; reply: NativeUser };
  getClientInfo: { params: undefined; reply: ClientInfo };
  sendEmail: { params: { to: string; subject?: string; body?: string }; reply: null };
  commonParams: { params: undefined; reply: Record<string, string | number> };
  share: { params: ShareParams; reply: { channel?: string } | null };
  /** Native login flow; code 1 when the user cancels. */
  login: { params: { entrance?: string } | undefined; reply: { user_id: string | null } };
  loginVerifyDelete: { params: { phone_number: string }; reply: { verified: boolean } };
  notification: { params: { name: string; payload?: Record<string, unknown> }; reply: null };
  chooseAndUploadImage: {
    /** Defaults: count 3, sources album and camera, compressed. */
    params: { count?: number; sources?: readonly ImageSource[]; compressed?: boolean; scene?: string } | undefined;
    reply: { images: { url: string; width?: number; height?: number }[] };
  };
  shareCloneNpc: { params: { npc_id: string }; reply: null };
  /**
   * The store purchase of `product_id` for the server order `order_id`. The reply's `receipt` is the
   * store's signed proof of the purchase (bound to the order): the page hands it to the server
   * (membership/verify_receipt), which verifies it with the store before granting anything.
   */
  purchaseDiamond: { params: { product_id: string; order_id?: string }; reply: { order_id: string; receipt: string } };
  requestPushPermission: { params: undefined; reply: { granted: boolean } };
  checkPushPermission: { params: undefined; reply: { granted: boolean } };
  getPriceFromStore: {
    params: { product_ids: readonly string[] };
    reply: { prices: { product_id: string; price: string; currency: string; amount_micros?: number }[] };
  };
  showToast: { params: { message: string; duration_ms?: number }; reply: null };
  /** custom_data is passed to the ad network's server-side reward callback (the server's ad session). */
  watchAd: { params: { ad_scene: string; custom_data?: string }; reply: { rewarded: boolean } };
  preloadRewardAd: { params: { ad_scene: string }; reply: null };
  userSetting: { params: undefined; reply: null };
  openVoyagePass: { params: { npc_id?: string } | undefined; reply: null };
  saveImageToPhotosAlbum: { params: { url: string }; reply: null };
  setExitEnable: { params: { enable: boolean }; reply: null };
  request: {
    params: {
      url: string;
      method: 'GET' | 'POST';
      data: string | undefined;
      query: Record<string, string>;
      header: Record<string, string>;
    };
    reply: { status: number; data: unknown };
  };
}

export type BridgeMethod = keyof BridgeMethodMap;
export type BridgeParams<M extends BridgeMethod> = BridgeMethodMap[M]['params'];
export type BridgeReplyData<M extends BridgeMethod> = BridgeMethodMap[M]['reply'];

export interface MinVersion {
  readonly ios?: string;
  readonly android?: string;
}

export interface MethodSpec {
  readonly minVersion?: MinVersion;
  /** Filled in where the caller left a param out. */
  readonly defaults?: Readonly<Record<string, unknown>>;
}

const both = (version: string): MinVersion => ({ ios: version, android: version });

export const BRIDGE_METHODS: { readonly [M in BridgeMethod]: MethodSpec } = {
  exitWebView: { minVersion: both('1.10.5') },
  enableGestureExit: { minVersion: { ios: '1.3.0' } },
  openNativePage: { minVersion: { android: '1.4.14', ios: '1.4.10' } },
  setPageTitle: {},
  getUserInfo: { minVersion: { ios: '1.10' } },
  getClientInfo: { minVersion: both('1.4.8') },
  sendEmail: { minVersion: both('1.4.8') },
  commonParams: { minVersion: both('1.21.0') },
  share: { minVersion: { ios: '1.4.14' }, defaults: { scene: DEFAULT_SHARE_SCENE } },
  login: {},
  loginVerifyDelete: { minVersion: both('2.14.0') },
  notification: { minVersion: { ios: '1.3.0' } },
  chooseAndUploadImage: {
    minVersion: both('1.18.0'),
    defaults: { count: 3, sources: ['album', 'camera'], compressed: true },
  },
  shareCloneNpc: { minVersion: both('1.30.0') },
  purchaseDiamond: { minVersion: both('2.12') },
  requestPushPermission: { minVersion: both('2.12') },
  checkPushPermission: { minVersion: both('2.12') },
  getPriceFromStore: { minVersion: both('2.28.0') },
  showToast: {},
  watchAd: {},
  preloadRewardAd: {},
  userSetting: {},
  openVoyagePass: {},
  saveImageToPhotosAlbum: {},
  setExitEnable: {},
  request: {},
};

export const BRIDGE_METHOD_NAMES = Object.keys(BRIDGE_METHODS) as BridgeMethod[];

/**
 * The minimum version that applies on this platform, or null. On an unknown platform the stricter of
 * the two applies, so a call is never let through on a guess.
 */
export function minimumVersionFor(method: BridgeMethod, os: DeviceOS): string | null {
  const min = BRIDGE_METHODS[method].minVersion;
  if (!min) return null;
  if (os === 'ios' || os === 'android') return min[os] ?? null;
  const candidates = [min.ios, min.android].filter((v): v is string => typeof v === 'string');
  return candidates.reduce<string | null>(
    (max, v) =>
      // Stryker disable next-line ConditionalExpression: in the SPEC §5 table no method's iOS minimum is above its Android one, so always taking the last candidate (Android) gives the stricter or equal one
      max === null ||
      // Stryker disable next-line EqualityOperator: on a tie both candidates are the same version: same minimum
      compareVersions(v, max) > 0
        ? v
        : max,
    null,
  );
}

/** The minimum this app version misses for the method, or null when the app is new enough. */
export function unmetMinimum(method: BridgeMethod, host: Pick<HostInfo, 'os' | 'appVersion'>): string | null {
  const min = minimumVersionFor(method, host.os);
  if (!min) return null;
  return host.appVersion !== null && compareVersions(host.appVersion, min) >= 0 ? null : min;
}
