/**
 * One login across the page's tabs. Every tab keeps the session in memory (the auth machine) and in
 * shared local storage; refresh tokens are single-use, so two tabs must not both refresh one.
 * - refreshAcrossTabs: one tab at a time refreshes (a TabLock). The tab that gets the lock looks at
 *   storage: if another tab stored newer tokens of the same user meanwhile, it adopts them instead of
 *   refreshing; otherwise it refreshes and stores the new tokens before releasing the lock.
 *   Each tab reads its own copy of local storage, which the browser updates a little after another
 *   tab writes, one key at a time: the next tab may get the lock while its copy still holds the old
 *   pair, or the new auth token beside the old refresh token. So the tab that refreshed also leaves a
 *   note in the lock manager ("this refresh token is used up"), and a tab that finds that note, or a
 *   half-updated pair, waits for the new pair to arrive instead of sending a used refresh token.
 * - followOtherTabs: tokens another tab stored reach this tab's auth machine (SESSION_ROTATED), so
 *   its next request, its stale-token check and its next refresh use them.
 */
import type { AuthSession } from '@machines/auth/types';
import type { LockNotes, TabLock } from '@/services/storage/tab-lock';
import type { AuthActor } from './session-types';

/** Name of the Web Lock the tabs refresh under, and the prefix of their notes. */
export const REFRESH_LOCK_NAME = 'talkie-refresh';

/**
 * `stored`, when it holds the same user's tokens rotated since `session` (both differ: a refresh
 * rotates both, and a half-written pair is not taken), else null.
 */
export function rotatedElsewhere(stored: AuthSession | null, session: AuthSession | null): AuthSession | null {
  if (!stored || !session || stored.userId !== session.userId) return null;
  return stored.authToken !== session.authToken && stored.refreshToken !== session.refreshToken ? stored : null;
}

/**
 * How long a tab that knows another tab rotated its tokens waits for them to reach its copy of
 * storage (they take milliseconds); past it, it refreshes itself, which the server's grace window
 * answers with the same pair.
 */
export const ROTATION_ARRIVAL_WAIT_MS = 2_000;
/** While waiting, storage is read again at least this often (a storage event may never come). */
const ROTATION_RECHECK_MS = 100;

/** The same user, one token already new and the other not yet: another tab's write is arriving. */
function rotationArriving(stored: AuthSession | null, session: AuthSession): boolean {
  if (stored?.userId !== session.userId) return false;
  const newAuthToken = stored.authToken !== session.authToken;
  const newRefreshToken = stored.refreshToken !== session.refreshToken;
  return newAuthToken !== newRefreshToken;
}

/** The note left for a used-up refresh token: a hash, so the token itself is not spread further. */
export function usedRefreshTokenNote(refreshToken: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < refreshToken.length; i += 1) hash = Math.imul(hash ^ refreshToken.charCodeAt(i), 0x01000193);
  return `used-${(hash >>> 0).toString(16)}`;
}

export interface CrossTabRefreshDeps {
  lock: TabLock;
  /** Notes in the lock manager, which reach the next holder with the lock (noLockNotes without one). */
  notes: LockNotes;
  /** The login in storage now (another tab may have written it). */
  readStored(): AuthSession | null;
  /** Resolves when another tab writes the auth data, or after `ms`. */
  otherTabWrite(ms: number): Promise<void>;
  now(): number;
  /** account/refresh_auth_token with `session`'s refresh token. */
  refresh(session: AuthSession): Promise<AuthSession>;
  /** Stores the rotated tokens (before the lock is released, so the next tab finds them). */
  saveTokens(session: AuthSession): void;
}

/** The other tab's pair once it is in this tab's storage, or null when it did not come in time. */
async function awaitRotation(deps: CrossTabRefreshDeps, session: AuthSession): Promise<AuthSession | null> {
  const giveUpAt = deps.now() + ROTATION_ARRIVAL_WAIT_MS;
  for (;;) {
    const rotated = rotatedElsewhere(deps.readStored(), session);
    const left = giveUpAt - deps.now();
    if (rotated || left <= 0) return rotated;
    await deps.otherTabWrite(Math.min(left, ROTATION_RECHECK_MS));
  }
}

/** The auth machine's refreshSession effect, shared by the tabs. */
export function refreshAcrossTabs(deps: CrossTabRefreshDeps): (session: AuthSession) => Promise<AuthSession> {
  return (session) =>
    deps.lock(async () => {
      const used = usedRefreshTokenNote(session.refreshToken);
      const stored = deps.readStored();
      let adopted = rotatedElsewhere(stored, session);
      if (!adopted && (rotationArriving(stored, session) || (await deps.notes.has(used)))) {
        adopted = await awaitRotation(deps, session);
      }
      if (adopted) return { ...session, authToken: adopted.authToken, refreshToken: adopted.refreshToken };
      const next = await deps.refresh(session);
      deps.saveTokens(next);
      await deps.notes.post(used);
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
