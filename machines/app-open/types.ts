/**
 * Inputs of the app-open machine. `AppOpenStrategy` is the per-host row of the strategy table in
 * src/services/app-open/strategy.ts (`HostStrategy` there has this exact shape): the machine decides
 * WHEN (tap, 2000 ms, 3000 ms, page hidden), the table decides WHAT.
 */

/**
 * - native_page: already inside the app: ask it to open the page (bridge openNativePage)
 * - scheme / universal_link: navigate to it from the user's tap, then fall back
 * - guide_to_browser: the host blocks schemes and universal links (WeChat, QQ): show the guide
 * - store_link: go straight to the brand's store link (toki)
 * - none: nothing can open the app here
 */
export type AppOpenMethod = 'native_page' | 'scheme' | 'universal_link' | 'guide_to_browser' | 'store_link' | 'none';
export type AppStoreKind = 'apple' | 'android_market';

export interface AppOpenStrategy {
  readonly open: AppOpenMethod;
  /** Store page after APP_OPEN_STORE_DELAY_MS while the page is still visible; null for none. */
  readonly store: AppStoreKind | null;
  /** Download page after a further APP_OPEN_DOWNLOAD_DELAY_MS while still visible. */
  readonly download: boolean;
}

export interface AppOpenInput {
  readonly strategy: AppOpenStrategy;
  /** Page name sent to the download page as from_page. */
  readonly fromPage: string;
  /** Extra query values for the download page. */
  readonly extraQuery?: Readonly<Record<string, string>>;
}

export interface AppOpenContext {
  readonly strategy: AppOpenStrategy;
  readonly fromPage: string;
  readonly extraQuery: Readonly<Record<string, string>>;
}

/** Parameters every navigation action receives. */
export interface AppOpenActionParams {
  readonly strategy: AppOpenStrategy;
  readonly fromPage: string;
  readonly extraQuery: Readonly<Record<string, string>>;
}

export type AppOpenEvent =
  /** The user tapped an open-app button (browsers only allow scheme navigation from a tap). */
  | { readonly type: 'OPEN_APP_TAPPED' }
  /** The page stopped being visible: visibilitychange to hidden, pagehide or window blur. */
  | { readonly type: 'PAGE_HIDDEN'; readonly reason?: 'visibilitychange' | 'pagehide' | 'blur' }
  /** The page is visible again: pageshow, visibilitychange to visible or focus. */
  | { readonly type: 'PAGE_SHOWN'; readonly reason?: 'pageshow' | 'visibilitychange' | 'focus' }
  /** The user closed the open-in-browser guide. */
  | { readonly type: 'GUIDE_CLOSED' }
  /** The user declined the offer to get the app from the store (Not now). */
  | { readonly type: 'DISMISSED' };
