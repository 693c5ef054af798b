export interface ForwardNavigationInput {
  /** Inside the product's native app the app keeps its own stack: no mark is written. */
  readonly isNativeApp: boolean;
  /** The page was opened with `is_back=1` already in its URL. */
  readonly landedMarked: boolean;
}

export interface ForwardNavigationContext {
  readonly isNativeApp: boolean;
  /** The current page's URL carries `is_back=1`. */
  readonly currentMarked: boolean;
}

export type ForwardNavigationEvent =
  /** The page moves on to the next page (navigateForward). */
  | { readonly type: 'GO_FORWARD' }
  /** The user goes back from the next page to the page that was left. */
  | { readonly type: 'GO_BACK' };
