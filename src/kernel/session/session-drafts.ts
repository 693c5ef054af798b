import type { SnapshotFrom } from 'xstate';
import { TokenStatusCode } from '@/api/contract/token-codes';
import { forgetDraftsOf, keepOnlyDraftsOf, type ListedStore } from '@/kernel/drafts';
import { isApiError } from '@/services/api/api-error';
import type { AuthActor } from './session-types';

/**
 * Drafts end with their account (src/kernel/drafts). What the page learns of the login decides:
 * - the server refuses the refresh token (RefreshTokenInvalid: the tokens were revoked, the account
 *   signed out elsewhere, or they expired): that account's drafts are removed at once
 *   (`forgetDraftsOf`, called from the refresh, see auth-flow.ts);
 * - a real-name account is signed in (after a reload, the app handing over its user, a phone sign-in):
 *   the drafts of every other account go, the one before it included, so no one is shown another
 *   account's text. An anonymous session sweeps nothing: the page may hold one for a moment before the
 *   app hands over its user, and it reads no other account's draft anyway (a draft is read only by its
 *   owner). A refresh that failed for want of a network keeps the drafts until the page knows who is
 *   signed in.
 * Returns the function that stops following.
 */
export function endDraftsWithTheirAccount(auth: AuthActor, storage?: ListedStore): () => void {
  let signedIn: string | null = null;
  const follow = (snapshot: SnapshotFrom<AuthActor>): void => {
    const session = snapshot.context.session;
    const userId = session?.userId;
    if (!snapshot.matches('authenticated') || !userId || session.isAnonymous || userId === signedIn) return;
    if (signedIn) forgetDraftsOf(signedIn, storage);
    signedIn = userId;
    keepOnlyDraftsOf(userId, storage);
  };
  const subscription = auth.subscribe(follow);
  follow(auth.getSnapshot());
  return () => subscription.unsubscribe();
}

/** The server refused the refresh token: the account it belongs to is signed out on this device. */
export const refreshRefused = (error: unknown): boolean =>
  isApiError(error) && error.status_code === TokenStatusCode.RefreshTokenInvalid;
