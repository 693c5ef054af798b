/**
 * Every business constant of SPEC §9 (and the numeric facts of §1, §3, §5) in one typed place.
 * Values the spec leaves open live in ./config.ts instead.
 */
/**
 * SPEC §9: one HTTP timeout per request, 10 s; nothing on a page gives up on an answer sooner. A test
 * build may scale it with VITE_HTTP_TIMEOUT_MS (milliseconds), so tests need not wait 10 s out.
 */
export const HTTP_TIMEOUT_MS = httpTimeoutFrom(
  typeof import.meta !== 'undefined' ? import.meta.env?.VITE_HTTP_TIMEOUT_MS : undefined,
);

/** The HTTP timeout a build setting names: a whole number of milliseconds, else the spec's 10 s. */
export function httpTimeoutFrom(setting: string | undefined): number {
  const ms = Number(setting);
  return setting && Number.isInteger(ms) && ms > 0 ? ms : 10_000;
}
export const HTTP_SUCCESS_STATUSES = [200, 201] as const;
export const API_SUCCESS_CODE = 0;

export const REFRESH_TOKEN_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** `os` common param: always 3 for this web client. */
export const OS_CODE = 3;
export const DEVICE_PLATFORM = 'h5';

export const ANALYTICS_BATCH_DELAY_MS = 300;
export const SHARE_DEBOUNCE_MS = 300;
export const SWIPE_THRESHOLD_PX = 10;
export const TOUCH_MOVE_THROTTLE_MS = 35;

export const APP_OPEN_STORE_DELAY_MS = 2000;
export const APP_OPEN_DOWNLOAD_DELAY_MS = 3000;
export const BACK_TO_NATIVE_CHECK_MS = 500;
/** wx.ready or wx.error normally answer within a second; past this, WeChat set-up counts as failed. */
export const WECHAT_READY_TIMEOUT_MS = 10_000;

export const HEADER_BASE_HEIGHT_PX = 44;
export const DEFAULT_STATUS_BAR_HEIGHT_PX = 44;

export const GEM_EXPIRY_DAYS = 180;
export const RECORD_RETENTION_DAYS = 30;

/** Host detection caches at most this many parsed user agents. */
export const UA_CACHE_SIZE = 10;

/** Login types of account/login. */
export const LoginType = {
  OneClick: 1,
  PhoneCode: 2,
  Firebase: 3,
  InvitationCode: 4,
  Anonymous: 5,
} as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** Platform codes of device_info.os in login. */
export const PlatformCode = { IOS: 1, Android: 2, Web: 3 } as const;
export type PlatformCode = (typeof PlatformCode)[keyof typeof PlatformCode];

export const MessageSender = { AI: 'ai', User: 'user' } as const;
export type MessageSender = (typeof MessageSender)[keyof typeof MessageSender];
export const MessageKind = { Text: 'text', Voice: 'voice', Aside: 'aside' } as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const CharacterType = { Npc: 1, Game: 3 } as const;
export type CharacterType = (typeof CharacterType)[keyof typeof CharacterType];

export const ModerationVisibility = {
  DoingModeration: 0,
  VisibleAll: 100,
  VisibleSelf: 200,
  VisibleNone: 300,
  HandsOff: 400,
} as const;
export type ModerationVisibility = (typeof ModerationVisibility)[keyof typeof ModerationVisibility];

export const PlayerState = { Ready: 1, Playing: 2, Loading: 3, Reload: 4 } as const;
export type PlayerState = (typeof PlayerState)[keyof typeof PlayerState];

export const AppInstallState = { NotInstalled: 0, Installed: 1, Unknown: 2 } as const;
export type AppInstallState = (typeof AppInstallState)[keyof typeof AppInstallState];

/** Share scene used when the content names none. */
export const DEFAULT_SHARE_SCENE = 'MX_COMMON_SHARE';
/** Added to every native deep link. */
export const DEEP_LINK_CHANNEL_LABEL = 'H5';
