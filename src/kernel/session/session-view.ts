import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from '@machines/auth/auth.machine';
import type { AuthContext, AuthFailure } from '@machines/auth/types';
import { failurePanelKind } from '@/kernel/data/remote-errors';

export type SessionStatus = 'loading' | 'ready' | 'failed';

/** What a page needs to know about the login. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly userId: string | null;
  readonly isAnonymous: boolean;
  /** Why the login failed, while it has. */
  readonly failure: AuthFailure | null;
}

export const LOADING_SESSION: SessionView = { status: 'loading', userId: null, isAnonymous: true, failure: null };
/** The auth flow could not start at all (its code did not load). */
export const FAILED_SESSION: SessionView = { status: 'failed', userId: null, isAnonymous: true, failure: null };

/** Pure selector from the auth actor's snapshot to the page's view of the session. */
export function selectSession(snapshot: SnapshotFrom<AuthMachine>): SessionView {
  const failed = snapshot.matches('loginFailed');
  return {
    status: snapshot.matches('authenticated') ? 'ready' : failed ? 'failed' : 'loading',
    failure: failed ? snapshot.context.failure : null,
    userId: snapshot.context.session?.userId ?? null,
    isAnonymous: snapshot.context.session?.isAnonymous ?? true,
  };
}

export const sameSession = (a: SessionView, b: SessionView): boolean =>
  a.status === b.status && a.userId === b.userId && a.isAnonymous === b.isAnonymous && a.failure === b.failure;

/**
 * The panel of a failed login: "Network Error" only when a call got no answer; an answer the page
 * cannot use (a 5xx, an unknown code, a profile without a user id) is "Oops, something went wrong".
 */
export function loginFailureKind(context: Pick<AuthContext, 'failure' | 'failureCause'>): 'network' | 'unknown' {
  return context.failure === 'no-user-id' ? 'unknown' : failurePanelKind(context.failureCause);
}
