/**
 * Real-name login, native app only (SPEC §4, §6): read the current user; if there is none or it
 * is anonymous, open the native login flow; on success re-read the user, or fall back to the
 * user_id the login returned. A user that cannot be read (bridge error) counts as none. Cancel and
 * failure are states the page can offer a retry from.
 */
import { assign, setup } from 'xstate';
import { mustProvideActor, present } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  NativeLoginResult,
  NativeUserSummary,
  RealNameLoginContext,
  RealNameLoginEvent,
  RealNameLoginInput,
  RealNameLoginOutput,
} from './types';

type NativeLoginSuccess = Extract<NativeLoginResult, { status: 'success' }>;

/** A user that counts as logged in with a real name. Exported for unit tests. */
export function isRealNameUser(user: NativeUserSummary | null): boolean {
  return Boolean(user && user.userId && !user.isAnonymous);
}

export const realNameLoginMachine = setup({
  types: {
    context: {} as RealNameLoginContext,
    events: {} as RealNameLoginEvent,
    input: {} as RealNameLoginInput,
    output: {} as RealNameLoginOutput,
    meta: {} as StateMeta,
  },
  actors: {
    /** bridge getUserInfo, mapped to { userId, isAnonymous } (null when there is no user). */
    readUser: mustProvideActor<NativeUserSummary | null>('readUser'),
    /** bridge login; a cancel by the user resolves with { status: 'canceled' }. */
    nativeLogin: mustProvideActor<NativeLoginResult>('nativeLogin'),
  },
  actions: {
    useUser: assign((_, params: { userId: string | null; source: RealNameLoginContext['source'] }) => ({
      userId: params.userId,
      source: params.source,
    })),
    rememberLoginUserId: assign((_, params: { userId: string | null }) => ({ loginUserId: params.userId })),
    useLoginUserId: assign(({ context }) => ({ userId: context.loginUserId, source: 'login-reply' as const })),
  },
  guards: {
    isNativeApp: ({ context }) => context.isNativeApp,
    isRealNameUser: (_, params: { user: NativeUserSummary | null }) => isRealNameUser(params.user),
    loginCanceled: (_, params: { status: NativeLoginResult['status'] }) => params.status === 'canceled',
    loginReturnedUserId: ({ context }) => Boolean(context.loginUserId),
  },
}).createMachine({
  id: 'realNameLogin',
  context: ({ input }) => ({ isNativeApp: input.isNativeApp, userId: null, loginUserId: null, source: null }),
  initial: 'checkingHost',
  meta: {
    description:
      'Makes sure a real-name user is logged in inside the native app, opening the native login when needed.',
    guards: {
      isNativeApp: { label: 'inside the app', meaning: 'Real-name login exists only inside the native app.' },
      isRealNameUser: { label: 'a real-name user', meaning: 'The app names a user that is not anonymous.' },
      loginCanceled: { label: 'user closed the login', meaning: 'The native login answered "canceled".' },
      loginReturnedUserId: {
        label: 'login returned a user id',
        meaning: "The native login's answer carried a user_id to fall back to.",
      },
    },
    requests: {
      readUser: 'asks the app for the current user (bridge getUserInfo)',
      nativeLogin: "opens the app's login (bridge login)",
    },
    notes: [
      'Divergence 7 fixed: a bridge error while reading the user opens the login, as for no user (an app too old for getUserInfo then can still log in).',
    ],
    events: { RETRY: 'The user taps retry after a cancel or an error.' },
  },
  states: {
    checkingHost: {
      meta: { description: 'Real-name login only exists inside the native app.' },
      always: [{ guard: 'isNativeApp', target: 'readingUser' }, { target: 'unavailable' }],
    },
    unavailable: {
      type: 'final',
      meta: { description: 'Outside the native app: no real-name login; the page offers to open the app instead.' },
    },
    readingUser: {
      meta: { description: 'Reading the current user from the app.' },
      invoke: {
        id: 'readUser',
        src: 'readUser',
        onDone: [
          {
            guard: { type: 'isRealNameUser', params: ({ event }) => ({ user: event.output }) },
            target: 'loggedIn',
            actions: {
              type: 'useUser',
              params: ({ event }) => ({ userId: present(event.output).userId, source: 'current-user' as const }),
            },
          },
          { target: 'loggingIn' },
        ],
        // The app could not say who is logged in (a bridge error, or an app too old for getUserInfo):
        // no real-name user is known, so the login opens, as it does when there is none.
        onError: 'loggingIn',
      },
    },
    loggingIn: {
      meta: { description: 'No user or an anonymous one: the native login flow is open.' },
      invoke: {
        id: 'nativeLogin',
        src: 'nativeLogin',
        onDone: [
          {
            guard: { type: 'loginCanceled', params: ({ event }) => ({ status: event.output.status }) },
            target: 'canceled',
          },
          {
            target: 'rereadingUser',
            // NativeLoginResult has two statuses and the loginCanceled guard above takes 'canceled'.
            actions: {
              type: 'rememberLoginUserId',
              params: ({ event }) => ({ userId: (event.output as NativeLoginSuccess).userId }),
            },
          },
        ],
        onError: 'failed',
      },
    },
    rereadingUser: {
      meta: { description: 'Login succeeded: reading the user again to get the real-name account.' },
      invoke: {
        id: 'rereadUser',
        src: 'readUser',
        onDone: [
          {
            guard: { type: 'isRealNameUser', params: ({ event }) => ({ user: event.output }) },
            target: 'loggedIn',
            actions: {
              type: 'useUser',
              params: ({ event }) => ({ userId: present(event.output).userId, source: 'reread-user' as const }),
            },
          },
          { guard: 'loginReturnedUserId', target: 'loggedIn', actions: 'useLoginUserId' },
          { target: 'failed' },
        ],
        onError: [
          { guard: 'loginReturnedUserId', target: 'loggedIn', actions: 'useLoginUserId' },
          { target: 'failed' },
        ],
      },
    },
    canceled: {
      meta: { description: 'The user closed the native login without logging in.' },
      on: { RETRY: 'loggingIn' },
    },
    failed: {
      meta: {
        description: 'The login failed (bridge error), or no user id came out of it at all.',
        message: 'Oops, an unknown error occurred',
        messageKey: 'common.unknownError',
      },
      on: { RETRY: 'readingUser' },
    },
    loggedIn: {
      type: 'final',
      meta: { description: 'A real-name user is logged in; the output carries the user id.' },
    },
  },
  output: ({ context }) => ({ userId: context.userId }),
});
