/**
 * One login across the page's tabs. Every tab keeps the session in memory (the auth machine) and in
 * shared local storage; refresh tokens are single-use, so two tabs must not both refresh one.
 * - refreshAcrossTabs: one tab at a time refreshes (a TabLock). The tab that gets the lock first
 *   looks at storage: if another tab stored newer tokens of the same user meanwhile, it adopts them
 *   instead of refreshing; otherwise it refreshes and stores the new tokens before releasing the lock.
 * - followOtherTabs: tokens another tab stored reach this tab's auth machine (SESSION_ROTATED), so
 *   its next request, its stale-token check and its next refresh use them.
 */
import type { AuthSession } from '@machines/auth/types';
import type { TabLock } from '@/services/storage/tab-lock';
import type { AuthActor } from './auth-flow';

/** Name of the Web Lock the tabs refresh under. */
export const REFRESH_LOCK_NAME = 'talkie-refresh';

/**
 * `stored`, when it holds the same user's tokens rotated since `session` (both differ: a refresh
 * rotates both, and a half-written pair is not taken), else null.
 */
export function rotatedElsewhere(stored: AuthSession | null, session: AuthSession | null): AuthSession | null {
  if (!stored || !session || stored.userId !== session.userId) return null;
  return stored.authToken !== session.authToken && stored.refreshToken !== session.refreshToken ? stored : null;
}

export interface CrossTabRefreshDeps {
  lock: TabLock;
  /** The login in storage now (another tab may have written it). */
  readStored(): AuthSession | null;
  /** account/refresh_auth_token with `session`'s refresh token. */
  refresh(session: AuthSession): Promise<AuthSession>;
  /** Stores the rotated tokens (before the lock is released, so the next tab finds them). */
  saveTokens(session: AuthSession): void;
}

/** The auth machine's refreshSession effect, shared by the tabs. */
export function refreshAcrossTabs(deps: CrossTabRefreshDeps): (session: AuthSession) => Promise<AuthSession> {
  return (session) =>
    deps.lock(async () => {
      const adopted = rotatedElsewhere(deps.readStored(), session);
      if (adopted) return { ...session, authToken: adopted.authToken, refreshToken: adopted.refreshToken };
      const next = await deps.refresh(session);
      deps.saveTokens(next);
      return next;
    });
}

export interface FollowOtherTabsDeps {
  readStored(): AuthSession | null;
  /** Calls `listener` when another tab writes the auth data; returns the unsubscribe function. */
  onOtherTabWrites(listener: () => void): () => void;
}

/**
 * Hands tokens another tab stored to `auth` while it is authenticated: on the `storage` event, and
 * when it becomes authenticated (a tab may have refreshed while this one was still starting).
 * Returns the function that stops following.
 */
export function followOtherTabs(auth: AuthActor, deps: FollowOtherTabsDeps): () => void {
  const adopt = (): void => {
    const snapshot = auth.getSnapshot();
    if (!snapshot.matches('authenticated')) return;
    const rotated = rotatedElsewhere(deps.readStored(), snapshot.context.session);
    if (rotated) auth.send({ type: 'SESSION_ROTATED', session: rotated });
  };
  let wasAuthenticated = auth.getSnapshot().matches('authenticated');
  const subscription = auth.subscribe((snapshot) => {
    const authenticated = snapshot.matches('authenticated');
    if (authenticated && !wasAuthenticated) adopt();
    wasAuthenticated = authenticated;
  });
  const stopListening = deps.onOtherTabWrites(adopt);
  return () => {
    subscription.unsubscribe();
    stopListening();
  };
}
