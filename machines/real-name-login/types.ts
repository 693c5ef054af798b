/** The current user as the native app reports it (bridge getUserInfo). */
export interface NativeUserSummary {
  readonly userId: string | null;
  readonly isAnonymous: boolean;
}

/** The native login flow's answer (bridge login; the app reports a cancel as its own code). */
export type NativeLoginResult =
  { readonly status: 'success'; readonly userId: string | null } | { readonly status: 'canceled' };

export interface RealNameLoginInput {
  /** Inside the product's native app (only there can the native login flow run). */
  readonly isNativeApp: boolean;
}

export interface RealNameLoginContext {
  readonly isNativeApp: boolean;
  /** The real-name user id once logged in. */
  readonly userId: string | null;
  /** The user_id the native login returned, the fallback when re-reading the user fails. */
  readonly loginUserId: string | null;
  /** Where `userId` came from. */
  readonly source: 'current-user' | 'reread-user' | 'login-reply' | null;
}

export interface RealNameLoginOutput {
  readonly userId: string | null;
}

export type RealNameLoginEvent =
  /** Try again after a cancel or a failure. */
  { readonly type: 'RETRY' };
