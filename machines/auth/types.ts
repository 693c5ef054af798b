import type { UserProfile } from '@/api/contract/user';

/** The auth data kept in storage (SPEC §3): tokens and who they belong to. */
export interface AuthSession {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
  readonly isAnonymous: boolean;
}

export interface AuthInput {
  /** Auth data read from storage at boot, or null when there is none. */
  readonly stored: AuthSession | null;
}

/**
 * Why the login failed (the page's login-fail callback gets it); 'too-many-new-accounts' is the
 * server's risk control refusing one more anonymous account; 'no-answer', a stored session whose
 * check or refresh got no answer (the session is kept for the retry).
 */
export type AuthFailure =
  'anonymous-login-failed' | 'too-many-new-accounts' | 'profile-failed' | 'no-user-id' | 'no-answer';

export interface AuthContext {
  readonly session: AuthSession | null;
  readonly profile: UserProfile | null;
  /** Requests rejected for an expired token, waiting for the one refresh in flight. */
  readonly waiters: readonly string[];
  readonly failure: AuthFailure | null;
  /**
   * What the failed call threw (the page tells no answer from an answer it cannot use); null when an answer came
   * without a user id.
   */
  readonly failureCause: unknown;
}

export type AuthEvent =
  /** A request was rejected because its token expired. `token` is the token it was sent with. */
  | { readonly type: 'TOKEN_REJECTED'; readonly requestId: string; readonly token: string | null }
  /** Try the login again after the login-fail outcome. */
  | { readonly type: 'RETRY' }
  /** New auth data from elsewhere (the native app's real-name login): use it from now on. */
  | { readonly type: 'SESSION_REPLACED'; readonly session: AuthSession }
  /** Another tab rotated this user's tokens (and stored them): use them from now on. */
  | { readonly type: 'SESSION_ROTATED'; readonly session: AuthSession };

/** Emitted to the waiting requests (listen with actor.on). */
export type AuthEmitted =
  /** Replay these requests once with this token. */
  | { readonly type: 'tokenRefreshed'; readonly token: string; readonly requestIds: readonly string[] }
  /** The refresh failed: these requests fail. */
  | { readonly type: 'refreshFailed'; readonly requestIds: readonly string[] };
