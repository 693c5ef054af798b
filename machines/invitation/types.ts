/** One reward of the invitation event (the app maps invitation/get_info onto this). */
export interface InvitationReward {
  readonly rewardId: string;
  readonly status: 'receivable' | 'received' | 'expired';
  readonly gems: number;
  /** Display only (no guard reads them): who the reward came from and until when it can be received. */
  readonly kind?: 'invite' | 'welcome';
  readonly friendNickname?: string;
  readonly expiresAtMs?: number;
}

export interface InvitationInfo {
  /** The user's own code (8 letters or digits). */
  readonly inviteCode: string;
  /** The friend's code this account already bound, if any. */
  readonly boundCode: string | null;
  readonly rewards: readonly InvitationReward[];
  /** Display only: friends who bound this user's code, and the gems each invitation gives. */
  readonly invitedCount?: number;
  readonly gemsPerInvite?: number;
}

/**
 * Why the server refused a code: unknown, expired, a code already bound, the code of a friend who
 * joined with the user's own code (directly or through friends), or too many wrong codes for now.
 */
export type ServerCodeError = 'invalid' | 'expired' | 'already-bound' | 'mutual' | 'too-many-attempts';

/** Why a code was refused: the first three locally, the others by the server. */
export type CodeError = 'empty' | 'malformed' | 'own-code' | ServerCodeError;

export type BindResult =
  | { readonly outcome: 'bound'; readonly boundCode: string }
  | { readonly outcome: 'refused'; readonly error: ServerCodeError };

export type ReceiveResult =
  { readonly outcome: 'received'; readonly reward: InvitationReward } | { readonly outcome: 'invalid' };

export interface InvitationInput {
  /** A real-name user is logged in (the event needs a login). */
  readonly isLoggedIn: boolean;
  /**
   * The invitation info the route's loader already has (the server rendered the page with the visitor's
   * real-name session): the machine starts ready with it instead of asking again.
   */
  readonly info?: InvitationInfo | undefined;
}

export interface InvitationContext {
  readonly isLoggedIn: boolean;
  readonly info: InvitationInfo | null;
  readonly codeError: CodeError | null;
  /** The code being submitted (normalised). */
  readonly pendingCode: string | null;
  /** The reward being received. */
  readonly pendingRewardId: string | null;
  /** Result of the last receive, for a toast: 'received' or 'invalid' (invalid or expired). */
  readonly rewardNotice: 'received' | 'invalid' | null;
  /** What the last failed call threw: the page says "Network Error" only when no answer came. */
  readonly failure: unknown;
}

export type InvitationEvent =
  /** The user taps "log in" on the login prompt. */
  | { readonly type: 'LOG_IN' }
  /** The login finished (the page saw a real-name user). */
  | { readonly type: 'LOGGED_IN' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'RELOAD' }
  /** The user submits a friend's code. */
  | { readonly type: 'SUBMIT_CODE'; readonly code: string }
  /** The user edits the code after a refusal. */
  | { readonly type: 'CODE_EDITED' }
  | { readonly type: 'RETRY_SUBMIT' }
  | { readonly type: 'RECEIVE_REWARD'; readonly rewardId: string }
  | { readonly type: 'SHARE' };
