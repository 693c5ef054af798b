/** What the user typed in the clone form (images are URLs already uploaded). */
export interface CloneDraft {
  readonly name: string;
  readonly persona: string;
  readonly greeting: string;
  readonly imageUrls: readonly string[];
}

/** Why the form cannot go on to the summary (checked on the page before anything is sent). */
export type DraftProblem = 'name-empty' | 'name-too-long' | 'persona-empty' | 'greeting-empty';

/** The weekly clone allowance. */
export interface CloneQuota {
  readonly used: number;
  readonly limit: number;
}

/** The clone the server made. */
export interface CreatedClone {
  readonly cloneId: string;
  readonly npcId: string;
  readonly name: string;
  readonly cardUrl: string;
}

/**
 * The server's answer to a create: made, or refused for content, for its pictures (one is not an
 * upload of this account any more: removed a day after it was added, or never one), or for the weekly limit.
 */
export type CreateResult =
  | { readonly outcome: 'created'; readonly clone: CreatedClone }
  | { readonly outcome: 'violation' }
  | { readonly outcome: 'pictures' }
  | { readonly outcome: 'limit' };

export type CloneEntry = 'intro' | 'create' | 'summary';

export interface CloneInput {
  /** Which route the flow was opened on. */
  readonly entry: CloneEntry;
  /** The draft kept from an earlier visit (storage), if any. */
  readonly draft: CloneDraft | null;
  /** That draft passes the page's checks (it can be shown as a summary). */
  readonly draftComplete: boolean;
  /** A real-name user is logged in (creating needs one). */
  readonly isLoggedIn: boolean;
  /** Inside the Talkie app. */
  readonly inApp: boolean;
  /** `bridge.supports('shareCloneNpc')` (app 1.30.0+). */
  readonly canShareClone: boolean;
  /**
   * This week's allowance, when the route's loader read it (the server rendered the page with the
   * visitor's session): the flow starts from it instead of asking again.
   */
  readonly quota?: CloneQuota;
}

export type CloneNotice = 'shared' | 'share-failed' | 'saved' | 'save-failed';

export interface CloneContext {
  readonly entry: CloneEntry;
  readonly isLoggedIn: boolean;
  readonly inApp: boolean;
  readonly canShareClone: boolean;
  readonly draft: CloneDraft | null;
  readonly draftComplete: boolean;
  readonly problem: DraftProblem | null;
  readonly quota: CloneQuota | null;
  /** Idempotency key of the current create attempt, kept across retries. */
  readonly requestId: string | null;
  readonly clone: CreatedClone | null;
  readonly notice: CloneNotice | null;
  /** What the last failed call threw (the quota, a create): the page says "Network Error" only when no answer came. */
  readonly failure: unknown;
}

export type CloneEvent =
  | { readonly type: 'LOG_IN' }
  | { readonly type: 'LOGGED_IN' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'START' }
  /** `problem`: the page's check of the draft (null when it may go on). */
  | { readonly type: 'SUBMIT'; readonly draft: CloneDraft; readonly problem: DraftProblem | null }
  | { readonly type: 'EDITED' }
  | { readonly type: 'EDIT' }
  | { readonly type: 'CONFIRM'; readonly requestId: string }
  | { readonly type: 'SHARE' }
  | { readonly type: 'SAVE_CARD' }
  | { readonly type: 'UPDATE_APP' }
  | { readonly type: 'DISMISS' };
