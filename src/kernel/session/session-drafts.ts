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
 * - an account is signed in (after a reload, a new anonymous login, the app handing over its user, a
 *   phone sign-in): the drafts of every other account go, the one before it included, so no one is
 *   shown another account's text. A refresh that failed for want of a network keeps the drafts until
 *   the page knows who is signed in.
 * Returns the function that stops following.
 */
export function endDraftsWithTheirAccount(auth: AuthActor, storage?: ListedStore): () => void {
  let signedIn: string | null = null;
  const follow = (snapshot: SnapshotFrom<AuthActor>): void => {
    const userId = snapshot.context.session?.userId;
    if (!snapshot.matches('authenticated') || !userId || userId === signedIn) return;
    if (signedIn) forgetDraftsOf(signedIn, storage);
    signedIn = userId;
    keepOnlyDraftsOf(userId, storage);
  };
  const subscription = auth.subscribe(follow);
  follow(auth.getSnapshot());
  return () => subscription.unsubscribe();
}

/** The server refused the refresh token: the account it belongs to is signed out on this device. */
export const refreshRefused = (error: unknown): boolean => isApiError(error) && error.status_code === TokenStatusCode.RefreshTokenInvalid;
