/**
 * The real-name login machine with the bridge as its effects, and the hand-over of the app's login
 * to the page: the app's user (getUserInfo) carries the tokens the page then uses for its calls.
 * Loaded on the first tap on "Log in" (use-real-name-login.ts): pages that only show the prompt do
 * not load XState for it.
 */
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { realNameLoginMachine } from '@machines/real-name-login/real-name-login.machine';
import type { NativeLoginResult, NativeUserSummary } from '@machines/real-name-login/types';
import { isBridgeError, NativeReplyCode, type Bridge, type NativeUser } from '@/services/bridge';

/** The native login stays open while the user logs in: the bridge call waits this long. */
export const NATIVE_LOGIN_TIMEOUT_MS = 10 * 60_000;

export interface RealNameLoginEffects {
  readonly bridge: Pick<Bridge, 'call'>;
  /** `entrance` of the native login: which page asked (h5_invitation, h5_rank, h5_creator). */
  readonly entrance: string;
  /** Every user the app names, for the hand-over. */
  readonly onUserRead: (user: NativeUser) => void;
}

export function provideRealNameLoginMachine({ bridge, entrance, onUserRead }: RealNameLoginEffects) {
  return realNameLoginMachine.provide({
    actors: {
      readUser: fromPromise<NativeUserSummary | null, void>(async () => {
        const user = await bridge.call('getUserInfo');
        onUserRead(user);
        return user.user_id ? { userId: user.user_id, isAnonymous: user.is_anonymous } : null;
      }),
      nativeLogin: fromPromise<NativeLoginResult, void>(async () => {
        try {
          const reply = await bridge.call('login', { entrance }, { timeoutMs: NATIVE_LOGIN_TIMEOUT_MS });
          return { status: 'success', userId: reply.user_id };
        } catch (error) {
          if (isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled) return { status: 'canceled' };
          throw error;
        }
      }),
    },
  });
}

export type RealNameLoginActor = Actor<ReturnType<typeof provideRealNameLoginMachine>>;
export type RealNameLoginSnapshot = SnapshotFrom<RealNameLoginActor>;

/** Starts one real-name login; `onChange` sees each of its snapshots. */
export function startRealNameLogin(
  effects: RealNameLoginEffects,
  isNativeApp: boolean,
  onChange: (snapshot: RealNameLoginSnapshot) => void,
): RealNameLoginActor {
  const actor = createActor(provideRealNameLoginMachine(effects), { input: { isNativeApp } });
  actor.subscribe(onChange);
  actor.start();
  return actor;
}
