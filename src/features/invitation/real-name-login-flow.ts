/**
 * The real-name login machine with the bridge as its effects, and the hand-over of the app's login
 * to the page: the app's user (getUserInfo) carries the tokens the page then uses for its calls.
 */
import { fromPromise } from 'xstate';
import { realNameLoginMachine } from '@machines/real-name-login/real-name-login.machine';
import type { NativeLoginResult, NativeUserSummary } from '@machines/real-name-login/types';
import { isBridgeError, NativeReplyCode, type Bridge, type NativeUser } from '@/services/bridge';
import { invitationConfig } from './invitation-config';

export function provideRealNameLoginMachine(bridge: Pick<Bridge, 'call'>, onUserRead: (user: NativeUser) => void) {
  return realNameLoginMachine.provide({
    actors: {
      readUser: fromPromise<NativeUserSummary | null, void>(async () => {
        const user = await bridge.call('getUserInfo');
        onUserRead(user);
        return user.user_id ? { userId: user.user_id, isAnonymous: user.is_anonymous } : null;
      }),
      nativeLogin: fromPromise<NativeLoginResult, void>(async () => {
        try {
          const reply = await bridge.call('login', { entrance: invitationConfig.entrance }, { timeoutMs: invitationConfig.nativeLoginTimeoutMs });
          return { status: 'success', userId: reply.user_id };
        } catch (error) {
          if (isBridgeError(error) && error.nativeCode === NativeReplyCode.UserCancelled) return { status: 'canceled' };
          throw error;
        }
      }),
    },
  });
}
