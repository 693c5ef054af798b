import { createActor, fromPromise } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { createRefreshCoordinator } from '@machines/auth/refresh-coordinator';
import type { AuthSession } from '@machines/auth/types';
import type { UserProfile } from '@/api/contract/user';
import { LoginType, PlatformCode } from '@/platform/constants';
import type { AppServices } from '@/services/app-services';
import { getUserProfile, getUserStatus, login, refreshAuthToken } from '@/services/api/endpoints';
import { forgetDraftsOf, type ListedStore } from '@/kernel/drafts';
import { isNetworkFailure } from '@/kernel/data/remote-errors';
import { randomId } from '@/services/random-id';
import { onOtherTabWrites, type StorageEventSource } from '@/services/storage/other-tabs';
import {
  noLockNotes,
  storageLeaseLock,
  webLock,
  webLockNotes,
  type LockManagerLike,
  type LockNotes,
  type TabLock,
} from '@/services/storage/tab-lock';
import { adoptAppUser } from './app-user';
import { followOtherTabs, REFRESH_LOCK_NAME, refreshAcrossTabs } from './cross-tab-session';
import { withLostAnswerRetry } from './refresh-retry';
import { checkRefreshTokenWhenAuthenticated, currentAuthToken } from './refresh-token-check';
import { endDraftsWithTheirAccount, refreshRefused } from './session-drafts';
import { installSessionTestHook } from './session-test-hook';
import type { AuthActor } from './session-types';

/** The auth data keys other tabs write when they log in or refresh. */
const AUTH_KEYS = ['authToken', 'refreshToken', 'userId', 'user_id'] as const;
/** A tab waits at most this long for another tab's refresh (its attempts take under 10 s). */
const REFRESH_LOCK_WAIT_MS = 15_000;

/** The server answered the status check, for another user than the stored one: an answer, not a lost one. */
class StatusOfAnotherUser extends Error {}

/** What the page's window offers for talking to its other tabs; each part may be missing. */
export interface TabWindow {
  readonly navigator?: { readonly locks?: LockManagerLike | undefined } | undefined;
  readonly addEventListener?: StorageEventSource['addEventListener'];
  readonly removeEventListener?: StorageEventSource['removeEventListener'];
}

const storageEvents = (win: TabWindow): StorageEventSource | null =>
  win.addEventListener && win.removeEventListener ? (win as StorageEventSource) : null;

/** Web Locks where the browser has them, else the storage lease (older webviews). */
export function refreshLockFor(win: TabWindow, storage: AppServices['storage']): TabLock {
  const locks = win.navigator?.locks;
  if (locks) return webLock(locks, REFRESH_LOCK_NAME, REFRESH_LOCK_WAIT_MS);
  return storageLeaseLock({
    read: () => storage.get('refresh_lease'),
    write: (lease) => storage.set('refresh_lease', lease),
    clear: () => storage.remove('refresh_lease'),
    onOtherTabChange: (listener) => onOtherTabWrites(storageEvents(win), ['refresh_lease'], listener),
    owner: randomId(),
    leaseMs: REFRESH_LOCK_WAIT_MS,
    maxWaitMs: REFRESH_LOCK_WAIT_MS,
    settleMs: 50,
    now: () => Date.now(),
  });
}

/**
 * Notes for the next tab to take the refresh lock (cross-tab-session.ts), kept as long as a request
 * sent with the old token may still be on its way back (HTTP_TIMEOUT_MS is 10 s).
 */
export function refreshNotesFor(win: TabWindow): LockNotes {
  const locks = win.navigator?.locks;
  return locks ? webLockNotes(locks, REFRESH_LOCK_NAME, REFRESH_LOCK_WAIT_MS) : noLockNotes;
}

/** Resolves on the next write of the auth data by another tab, or after `ms`. */
const otherTabWriteOf =
  (win: TabWindow) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const timer = setTimeout(done, ms);
      const stop = onOtherTabWrites(storageEvents(win), AUTH_KEYS, done);
    });

/** The lock and what goes with it: what the tabs share to refresh one at a time. */
export interface TabCoordination {
  lock: TabLock;
  notes: LockNotes;
  otherTabWrite(ms: number): Promise<void>;
}

export const tabCoordinationFor = (win: TabWindow, storage: AppServices['storage']): TabCoordination => ({
  lock: refreshLockFor(win, storage),
  notes: refreshNotesFor(win),
  otherTabWrite: otherTabWriteOf(win),
});

/**
 * The auth machine with the real effects: the one place that wires auth to the API and storage.
 * `signedOut` hears of an account whose refresh token the server refused (its drafts end with it).
 */
export function provideAuthMachine(
  services: AppServices,
  tabs: TabCoordination,
  signedOut: (userId: string) => void = () => undefined,
) {
  const { client, storage } = services;
  const refreshOnce = refreshAcrossTabs({
    ...tabs,
    now: () => Date.now(),
    readStored: () => storedSession(services),
    refresh: async (session) => {
      const data = await withLostAnswerRetry(() => refreshAuthToken(client, { refresh_token: session.refreshToken }));
      return { ...session, userId: data.user_id, authToken: data.auth_token, refreshToken: data.refresh_token };
    },
    saveTokens: (session) => storage.saveTokens(session),
  });
  return authMachine.provide({
    actors: {
      anonymousLogin: fromPromise<AuthSession, void>(async () => {
        // SPEC §4 step 1: a fresh random UUID for each anonymous login, web platform.
        const uuid = randomId();
        storage.set('anonymous_uuid', uuid);
        const data = await login(client, {
          login_type: LoginType.Anonymous,
          device_info: { uuid, os: PlatformCode.Web },
        });
        return {
          userId: data.user_id,
          authToken: data.auth_token,
          refreshToken: data.refresh_token,
          isAnonymous: data.is_anonymous,
        };
      }),
      checkUserStatus: fromPromise<unknown, { session: AuthSession }>(async ({ input }) => {
        const status = await getUserStatus(client, { refreshOnTokenRejected: false });
        if (status.user_id !== input.session.userId)
          throw new StatusOfAnotherUser('stored session belongs to another user');
        return status;
      }),
      refreshSession: fromPromise<AuthSession, { session: AuthSession }>(({ input }) =>
        refreshOnce(input.session).catch((error: unknown) => {
          if (refreshRefused(error)) signedOut(input.session.userId);
          throw error;
        }),
      ),
      fetchProfile: fromPromise<UserProfile | null, { session: AuthSession }>(async ({ input }) => {
        // No refresh on rejection here: the refresh waits for `authenticated`, which waits for this
        // profile, so it would never end. A rejected profile call is the machine's profile-failed outcome.
        const data = await getUserProfile(client, { user_id: input.session.userId }, { refreshOnTokenRejected: false });
        return data.user;
      }),
    },
    guards: {
      // The panels' own test of "no answer" (src/kernel/data/remote-errors.ts): the stored session is kept for a retry.
      noAnswer: (_, { error }) => isNetworkFailure(error) && !(error instanceof StatusOfAnotherUser),
    },
    actions: {
      persistSession: (_, { session }) => storage.saveAuth(session),
      notifyLoginFailed: (_, { failure }) =>
        services.reporter.report(new Error(`login failed: ${failure}`), { failure, flow: 'auth' }, 'manual'),
    },
  });
}

function storedSession(services: AppServices): AuthSession | null {
  const auth = services.storage.readAuth();
  if (!auth.userId || !auth.authToken || !auth.refreshToken) return null;
  return {
    userId: auth.userId,
    authToken: auth.authToken,
    refreshToken: auth.refreshToken,
    isAnonymous: auth.isAnonymous,
  };
}

/**
 * Starts the app-wide auth actor, hands its single-flight refresh to the HTTP client and, once the user
 * is authenticated, runs the 24 h refresh-token check through that same refresh. The refresh is one
 * per browser, not only per tab, and tokens other tabs store reach this tab (cross-tab-session.ts).
 * The drafts kept in `drafts` (the page's local storage) end with their account (session-drafts.ts).
 */
export function startAuth(services: AppServices, win: Window = window, drafts?: ListedStore): AuthActor {
  const { storage } = services;
  const signedOut = (userId: string): void => forgetDraftsOf(userId, drafts);
  const actor = createActor(provideAuthMachine(services, tabCoordinationFor(win, storage), signedOut), {
    input: { stored: storedSession(services) },
  });
  const coordinator = createRefreshCoordinator(actor);
  services.setTokenRefresher((rejectedToken) => coordinator.requestTokenRefresh(rejectedToken));
  checkRefreshTokenWhenAuthenticated(actor, {
    readStoredAt: () => storage.get('refresh_token_time'),
    storeCheckTime: (at) => storage.set('refresh_token_time', at),
    // Naming the current token makes the auth machine refresh it (an older token would be answered at once).
    refreshTokens: () => coordinator.requestTokenRefresh(currentAuthToken(actor)),
    now: () => Date.now(),
  });
  followOtherTabs(actor, {
    readStored: () => storedSession(services),
    onOtherTabWrites: (listener) => onOtherTabWrites(storageEvents(win), AUTH_KEYS, listener),
  });
  if (services.environment !== 'production') installSessionTestHook(win, { client: services.client, auth: actor });
  adoptAppUser(actor, services);
  endDraftsWithTheirAccount(actor, drafts);
  actor.start();
  return actor;
}
