/**
 * Auth for pages that need a login (SPEC §4 "Anonymous login on pages requiring login"):
 * 1. no stored user id: anonymous login (login_type 5, fresh random UUID, web platform), save;
 * 2. stored user id: check the user status;
 * 3. the check fails: refresh the auth token with the stored refresh token;
 * 4. the refresh fails: log in anonymously again;
 * 5. then fetch the profile; no user id: the login-fail outcome.
 * Steps 3 and 4 answer a session the server refused (expired or revoked tokens), not a network that
 * did not answer: a status check or a refresh that got no answer ends in the login-fail outcome with
 * the stored session kept (nothing saved, nothing replaced), and RETRY starts over from it.
 *
 * It also owns the single-flight refresh (DESIGN.md "Token refresh"): requests rejected for an
 * expired token send TOKEN_REJECTED; the first one starts ONE refresh, later ones join the
 * waiters, and when it ends every waiter is released once (tokenRefreshed with the new token, or
 * refreshFailed). A rejection that carries an older token than the current one is answered at
 * once with the current token: the refresh it needs has already happened. Requests rejected while
 * no session exists yet wait for the login to finish. Tokens another tab rotated arrive as
 * SESSION_ROTATED and replace the session's tokens in place (the feature makes the refresh itself
 * one per browser, src/kernel/session/cross-tab-session.ts).
 */
import { assign, emit, setup } from 'xstate';
import type { UserProfile } from '@/api/contract/user';
import { mustProvideAction, mustProvideActor, mustProvideGuard, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import { StatusCode } from '@/api/contract/codes';
import type { AuthContext, AuthEmitted, AuthEvent, AuthFailure, AuthInput, AuthSession } from './types';

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    /** account/login with login_type 5, a fresh random UUID and platform 3 (web). */
    anonymousLogin: mustProvideActor<AuthSession>('anonymousLogin'),
    /** account/get_user_status with the session's token; rejects when the session is not valid. */
    checkUserStatus: mustProvideActor<unknown, { session: AuthSession }>('checkUserStatus'),
    /** account/refresh_auth_token; resolves with the rotated session. */
    refreshSession: mustProvideActor<AuthSession, { session: AuthSession }>('refreshSession'),
    /** user/get_user_profile for the session's user; null when there is none. */
    fetchProfile: mustProvideActor<UserProfile | null, { session: AuthSession }>('fetchProfile'),
  },
  actions: {
    /** Save the auth data in storage (and the token cookies for the native app). */
    persistSession: mustProvideAction<{ session: AuthSession }>('persistSession'),
    /** The page's login-fail callback. */
    notifyLoginFailed: mustProvideAction<{ failure: AuthFailure }>('notifyLoginFailed'),
    setSession: assign((_, params: { session: AuthSession }) => ({ session: params.session })),
    setProfile: assign((_, params: { profile: UserProfile | null }) => ({
      profile: params.profile,
      failure: null,
      failureCause: null,
    })),
    setFailure: assign((_, params: { failure: AuthFailure; cause?: unknown }) => ({
      failure: params.failure,
      failureCause: params.cause ?? null,
    })),
    addWaiter: assign(({ context }, params: { requestId: string }) => ({
      waiters: [...context.waiters, params.requestId],
    })),
    answerWithCurrentToken: emit(({ context }, params: { requestId: string }) => ({
      type: 'tokenRefreshed' as const,
      // tokenIsStale let only a request older than the current session's token here.
      token: present(context.session).authToken,
      requestIds: [params.requestId],
    })),
    failRequest: emit((_, params: { requestId: string }) => ({
      type: 'refreshFailed' as const,
      requestIds: [params.requestId],
    })),
  },
  guards: {
    /** The request got no answer at all (offline, a dropped connection, a timeout): the server refused nothing. */
    noAnswer: mustProvideGuard<{ error: unknown }>('noAnswer'),
    hasStoredUserId: ({ context }) => Boolean(context.session?.userId),
    /** The server's risk control (SPEC §5's 1118010010) refused one more anonymous account from here. */
    refusedByRiskControl: (_, params: { error: unknown }) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      (params.error as { status_code?: unknown }).status_code === StatusCode.RiskControl,
    profileHasUserId: (_, params: { profile: UserProfile | null }) => Boolean(params.profile?.user_id),
    /** The request was sent with an older token than the current one. */
    tokenIsStale: (_, params: { rejected: string | null; current: string }) => params.rejected !== params.current,
  },
});

/** Actions that emit to waiting requests only when there are any. */
export const authMachine = authSetup
  .extend({
    actions: {
      /** Replay every waiting request with the current token. */
      releaseWaiters: authSetup.enqueueActions(({ context, enqueue }) => {
        if (context.waiters.length && context.session) {
          enqueue.emit({ type: 'tokenRefreshed', token: context.session.authToken, requestIds: context.waiters });
        }
        enqueue.assign({ waiters: [] });
      }),
      /** Fail every waiting request. */
      failWaiters: authSetup.enqueueActions(({ context, enqueue }) => {
        if (context.waiters.length) enqueue.emit({ type: 'refreshFailed', requestIds: context.waiters });
        enqueue.assign({ waiters: [] });
      }),
    },
  })
  .createMachine({
    id: 'auth',
    context: ({ input }) => ({ session: input.stored, profile: null, waiters: [], failure: null, failureCause: null }),
    initial: 'start',
    meta: {
      description:
        'Logs in (anonymously when needed) on pages that need a login, and owns the single-flight token refresh.',
      guards: {
        noAnswer: {
          label: 'no answer',
          meaning:
            'The request got no answer at all (offline, a dropped connection, a timeout), as the app classifies it: the server refused nothing.',
        },
        hasStoredUserId: {
          label: 'a user id is stored',
          meaning: 'Stored auth data with a user id (and both tokens, see the notes).',
        },
        refusedByRiskControl: {
          label: 'too many new accounts',
          meaning: 'The server refused one more anonymous account from here (status 1118010010).',
        },
        profileHasUserId: { label: 'profile has a user id', meaning: 'The profile answer names a user.' },
        tokenIsStale: {
          label: 'request carried an older token',
          meaning:
            'The rejected request was sent with a token older than the current one: the refresh it needs already happened.',
        },
      },
      requests: {
        anonymousLogin: 'asks the server for an anonymous login (account/login, login_type 5, a fresh UUID)',
        checkUserStatus: 'asks the server whether the stored session is valid (account/get_user_status)',
        refreshSession: 'asks the server for new tokens with the refresh token (account/refresh_auth_token)',
        fetchProfile: "asks the server for the user's profile (user/get_user_profile)",
      },
      notes: [
        "Divergence 2 stays: stored auth data counts as a stored user only with its user id and both tokens (src/kernel/session/auth-flow.ts, storedSession). Without the auth token the status check of step 2 cannot pass, and without the refresh token step 3 has nothing to send; this client always saves the three together, so partial data comes from elsewhere and goes to step 4's anonymous login at once. The same reading of storage serves the cross-tab refresh, which must not adopt a half session.",
        'Divergence 3 stays, as SPEC §4 step 4 says: a refresh the server refuses in the middle of a session logs in anonymously again, a real-name user included. The page shows the anonymous session from then on; telling the user in words is a product decision not yet taken (no message exists in the catalogue).',
        'Divergence 5: steps 3 and 4 are taken only when the server answered. A status check or a stored-session refresh that got no answer (offline, a dropped connection, a timeout) ends in the login-fail outcome `no-answer` with the stored session kept, so a signed-in user on a bad network never becomes a new anonymous user; RETRY (the page also sends it when it comes back online or to the foreground) starts over from the stored session. A refresh in the middle of a session that got no answer fails its waiting requests and stays authenticated: the next rejected request refreshes again.',
        'Divergence 4 stays: an anonymous-login error and a profile error also end in the login-fail outcome. Both mean that no user id results, the one condition step 5 names; the failure reason (`anonymous-login-failed`, `profile-failed`, `no-user-id`, `too-many-new-accounts`) goes with the error report.',
        '`SESSION_REPLACED` (the app hands over new auth data) is taken in every state, a failed login and a profile in flight included.',
      ],
      events: {
        TOKEN_REJECTED: 'A request is rejected because its token expired (the HTTP client reports it).',
        RETRY: 'The page retries after the login-fail outcome.',
        SESSION_REPLACED: 'The native app hands over new auth data (after a real-name login).',
        SESSION_ROTATED: 'Another tab of the page refreshed the tokens of the same user and stored them.',
      },
    },
    on: {
      // Until a session exists, rejected requests wait for the login to finish.
      TOKEN_REJECTED: { actions: { type: 'addWaiter', params: ({ event }) => ({ requestId: event.requestId }) } },
      // The app's auth data wins wherever the flow is (a login that failed, a profile or a check in
      // flight): it is saved and its profile fetched; whatever was in flight is abandoned.
      SESSION_REPLACED: {
        target: '.fetchingProfile',
        actions: [
          { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
          { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
        ],
      },
    },
    states: {
      start: {
        meta: { description: 'Looking at the stored auth data.' },
        always: [{ guard: 'hasStoredUserId', target: 'checkingStatus' }, { target: 'loggingInAnonymously' }],
      },
      checkingStatus: {
        meta: {
          description:
            'A user id is stored: checking that its session is still valid. No answer ends in the login-fail outcome with the stored session kept; a refusal goes on to the refresh.',
        },
        invoke: {
          id: 'checkUserStatus',
          src: 'checkUserStatus',
          input: ({ context }) => ({ session: context.session as AuthSession }),
          onDone: 'fetchingProfile',
          onError: [
            {
              guard: { type: 'noAnswer', params: ({ event }) => ({ error: event.error }) },
              target: 'loginFailed',
              actions: { type: 'setFailure', params: ({ event }) => ({ failure: 'no-answer', cause: event.error }) },
            },
            { target: 'refreshingStoredSession' },
          ],
        },
      },
      refreshingStoredSession: {
        meta: {
          description:
            'The server refused the status check: refreshing the auth token with the stored refresh token. No answer ends in the login-fail outcome with the stored session kept; a refusal goes on to the anonymous login.',
        },
        invoke: {
          id: 'refreshStoredSession',
          src: 'refreshSession',
          input: ({ context }) => ({ session: context.session as AuthSession }),
          onDone: {
            target: 'fetchingProfile',
            actions: [
              { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
              { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'noAnswer', params: ({ event }) => ({ error: event.error }) },
              target: 'loginFailed',
              actions: { type: 'setFailure', params: ({ event }) => ({ failure: 'no-answer', cause: event.error }) },
            },
            { target: 'loggingInAnonymously' },
          ],
        },
      },
      loggingInAnonymously: {
        meta: { description: 'Logging in anonymously (login_type 5, a fresh random UUID, web platform).' },
        invoke: {
          id: 'anonymousLogin',
          src: 'anonymousLogin',
          onDone: {
            target: 'fetchingProfile',
            actions: [
              { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
              { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'refusedByRiskControl', params: ({ event }) => ({ error: event.error }) },
              target: 'loginFailed',
              actions: {
                type: 'setFailure',
                params: ({ event }) => ({ failure: 'too-many-new-accounts', cause: event.error }),
              },
            },
            {
              target: 'loginFailed',
              actions: {
                type: 'setFailure',
                params: ({ event }) => ({ failure: 'anonymous-login-failed', cause: event.error }),
              },
            },
          ],
        },
      },
      fetchingProfile: {
        meta: { description: 'Fetching the profile of the session’s user.' },
        invoke: {
          id: 'fetchProfile',
          src: 'fetchProfile',
          input: ({ context }) => ({ session: context.session as AuthSession }),
          onDone: [
            {
              guard: { type: 'profileHasUserId', params: ({ event }) => ({ profile: event.output }) },
              target: 'authenticated',
              actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            { target: 'loginFailed', actions: { type: 'setFailure', params: { failure: 'no-user-id' } } },
          ],
          onError: {
            target: 'loginFailed',
            actions: { type: 'setFailure', params: ({ event }) => ({ failure: 'profile-failed', cause: event.error }) },
          },
        },
      },
      loginFailed: {
        meta: {
          description:
            'No user id came out of the login, or the stored session could not be checked for want of an answer (kept as it was): the login-fail callback runs; waiting requests fail; RETRY starts over.',
        },
        entry: [
          { type: 'notifyLoginFailed', params: ({ context }) => ({ failure: present(context.failure) }) },
          'failWaiters',
        ],
        on: {
          RETRY: 'start',
          TOKEN_REJECTED: { actions: { type: 'failRequest', params: ({ event }) => ({ requestId: event.requestId }) } },
        },
      },
      authenticated: {
        meta: { description: 'Logged in with a profile; requests carry the session’s token.' },
        entry: 'releaseWaiters',
        initial: 'ready',
        on: {
          // Already stored by the other tab: only this tab's memory changes; a refresh in flight goes on.
          SESSION_ROTATED: { actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) } },
        },
        states: {
          ready: {
            meta: { description: 'No refresh in flight.' },
            on: {
              TOKEN_REJECTED: [
                {
                  // authenticated is only reached through fetchingProfile, which runs with the session.
                  guard: {
                    type: 'tokenIsStale',
                    params: ({ context, event }) => ({
                      rejected: event.token,
                      current: present(context.session).authToken,
                    }),
                  },
                  actions: { type: 'answerWithCurrentToken', params: ({ event }) => ({ requestId: event.requestId }) },
                },
                {
                  target: 'refreshing',
                  actions: { type: 'addWaiter', params: ({ event }) => ({ requestId: event.requestId }) },
                },
              ],
            },
          },
          refreshing: {
            meta: {
              description:
                'One refresh is in flight; every rejected request joins the waiters instead of refreshing again. A refusal logs in anonymously; no answer fails the waiters and stays logged in.',
            },
            on: {
              TOKEN_REJECTED: {
                actions: { type: 'addWaiter', params: ({ event }) => ({ requestId: event.requestId }) },
              },
            },
            invoke: {
              id: 'refreshExpiredToken',
              src: 'refreshSession',
              input: ({ context }) => ({ session: context.session as AuthSession }),
              onDone: {
                target: 'ready',
                actions: [
                  { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
                  { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
                  'releaseWaiters',
                ],
              },
              onError: [
                // No answer (after the refresh's own retries of a lost answer): the session stays; the
                // waiters fail now and the next rejected request refreshes again.
                {
                  guard: { type: 'noAnswer', params: ({ event }) => ({ error: event.error }) },
                  target: 'ready',
                  actions: 'failWaiters',
                },
                // SPEC §4 step 4: a refused refresh falls back to a new anonymous login; the waiters fail now.
                { target: '#auth.loggingInAnonymously', actions: 'failWaiters' },
              ],
            },
          },
        },
      },
    },
  });

export type AuthMachine = typeof authMachine;
