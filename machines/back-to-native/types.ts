export interface BackToNativeInput {
  /** Whether this app version may call exitWebView (minimum 1.10.5): `bridge.supports('exitWebView')`. */
  readonly canExitWebView: boolean;
}

export type CloseFallbackReason = 'app-too-old' | 'exit-failed';

export interface BackToNativeContext {
  readonly canExitWebView: boolean;
  readonly fallbackReason: CloseFallbackReason | null;
}

export type BackToNativeEvent =
  /** The header's back button (or a back gesture) inside the native app. */
  | { readonly type: 'BACK_PRESSED' }
  /** The router saw the URL change (popstate / navigation): going back worked inside the page. */
  | { readonly type: 'URL_CHANGED' };
