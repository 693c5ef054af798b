/**
 * The refresh-token check (machines/refresh-token) with the page's real effects. It runs once per page
 * load, when the auth actor first reaches `authenticated`: with no stored time it stores now; once more
 * than 24 h have passed it refreshes the tokens. The refresh goes through the auth machine's
 * single-flight refresh (the coordinator), never straight to refresh_auth_token: a page request
 * rejected at the same moment then shares the one refresh instead of racing it with the same
 * single-use refresh token.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { refreshTokenCheckMachine } from '@machines/refresh-token/refresh-token.machine';
import type { RefreshTokenCheckInput } from '@machines/refresh-token/types';
import type { AuthActor } from './session-types';

export interface RefreshTokenCheckEffects {
  /** Refreshes the tokens through the auth flow's single-flight refresh; rejects when it failed. */
  refreshTokens(): Promise<unknown>;
  /** Stores the time of this check (storage key `refresh_token_time`). */
  storeCheckTime(at: number): void;
}

export function provideRefreshTokenCheck(effects: RefreshTokenCheckEffects) {
  return refreshTokenCheckMachine.provide({
    actors: {
      refreshTokens: fromPromise<void, void>(async () => {
        await effects.refreshTokens();
      }),
    },
    actions: {
      storeCheckTime: (_, { at }) => effects.storeCheckTime(at),
    },
  });
}

export type RefreshTokenCheckActor = Actor<ReturnType<typeof provideRefreshTokenCheck>>;

export function startRefreshTokenCheck(
  effects: RefreshTokenCheckEffects,
  input: RefreshTokenCheckInput,
): RefreshTokenCheckActor {
  return createActor(provideRefreshTokenCheck(effects), { input }).start();
}

export interface RefreshTokenCheckDeps extends RefreshTokenCheckEffects {
  /** The stored `refresh_token_time`, or null when none is stored. */
  readStoredAt(): number | null;
  /** Milliseconds since the epoch (Date.now in the page). */
  now(): number;
}

/**
 * Starts the check the first time `auth` is authenticated (once per page load; a later login in the
 * same page does not check again). Returns the function that stops waiting and stops the check.
 */
export function checkRefreshTokenWhenAuthenticated(auth: AuthActor, deps: RefreshTokenCheckDeps): () => void {
  let check: RefreshTokenCheckActor | null = null;
  let subscription: { unsubscribe(): void } | null = null;
  const start = (): void => {
    subscription?.unsubscribe();
    subscription = null;
    check = startRefreshTokenCheck(deps, { storedAt: deps.readStoredAt(), now: deps.now() });
  };
  if (auth.getSnapshot().matches('authenticated')) start();
  else {
    subscription = auth.subscribe((snapshot) => {
      if (!check && snapshot.matches('authenticated')) start();
    });
  }
  return () => {
    subscription?.unsubscribe();
    check?.stop();
  };
}

/** The token the session holds now: the refresh it names is the one the check asks for. */
export const currentAuthToken = (auth: AuthActor): string | null =>
  auth.getSnapshot().context.session?.authToken ?? null;
