/**
 * Real-name login oracle, written from SPEC §4 "Real-name login (native only)" and §6: only inside
 * the native app; read the current user; if there is none or it is anonymous, open the native
 * login; on success re-read the user, or fall back to the user_id the login returned. A user that
 * cannot be read counts as none (the login opens). A cancel or a failure leaves a retry; a failure
 * shows the unknown-error message.
 */
import type { NativeLoginResult, NativeUserSummary, RealNameLoginInput } from '@machines/real-name-login/types';
import type { Expected, FlowOracle, Scenario, WorldStep } from '../framework/twin/oracle';

type Phase = 'reading' | 'logging-in' | 'rereading' | 'canceled' | 'failed' | 'done';

interface LoginWorld {
  readonly phase: Phase;
  /** The user_id the native login returned. */
  readonly loginUserId: string | null;
  readonly userId: string | null;
}

interface LoginScenario extends Scenario<RealNameLoginInput> {
  /** How the app reports a user that is not a real-name one. */
  readonly notRealName: NativeUserSummary | null;
  /** The user_id the native login returns on success. */
  readonly loginUserId: string | null;
}

const REAL: NativeUserSummary = { userId: 'u-real', isAnonymous: false };

const native = (name: string, notRealName: NativeUserSummary | null, loginUserId: string | null): LoginScenario => ({
  name,
  input: { isNativeApp: true },
  notRealName,
  loginUserId,
});

const see = (
  phase: Phase,
  loginUserId: string | null,
  userId: string | null,
  request?: 'readUser' | 'nativeLogin',
): Expected<LoginWorld> => ({
  state: { phase, loginUserId, userId },
  see: {
    effects: request ? [{ request }] : [],
    inFlight:
      phase === 'reading' || phase === 'rereading' ? ['readUser'] : phase === 'logging-in' ? ['nativeLogin'] : [],
    messages: phase === 'failed' ? ['common.unknownError'] : [],
    finished: phase === 'done',
    output: phase === 'done' ? { userId } : undefined,
  },
});

/** A user read answers a real-name user when the path says so, otherwise the scenario's other user. */
function userAnswer(step: Extract<WorldStep, { kind: 'reply' }>, sc: LoginScenario): NativeUserSummary | null {
  return step.variant === 'isRealNameUser' ? REAL : sc.notRealName;
}

const isRealName = (u: NativeUserSummary | null): boolean => Boolean(u?.userId) && !u?.isAnonymous;

export const realNameLoginOracle: FlowOracle<RealNameLoginInput, LoginWorld, LoginScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['RETRY'],
  scenarios: [
    { name: 'browser', input: { isNativeApp: false }, notRealName: null, loginUserId: null },
    native('app, anonymous user, login returns a user id', { userId: 'u-anon', isAnonymous: true }, 'u-login'),
    native('app, no user, login returns no user id', null, null),
    native('app, user without an id, login returns a user id', { userId: null, isAnonymous: false }, 'u-login'),
  ],
  start: (sc) => (sc.input.isNativeApp ? see('reading', null, null, 'readUser') : see('done', null, null)),
  answer(step, sc): NativeUserSummary | NativeLoginResult | Error | null {
    if (!step.ok) return new Error('bridge error');
    if (step.src === 'nativeLogin')
      return step.variant === 'loginCanceled' ? { status: 'canceled' } : { status: 'success', userId: sc.loginUserId };
    return userAnswer(step, sc);
  },
  next(state, step, sc) {
    const stay = see(state.phase, state.loginUserId, state.userId);
    const { phase, loginUserId } = state;
    if (step.kind === 'event' && step.type === 'RETRY') {
      if (phase === 'canceled') return see('logging-in', loginUserId, null, 'nativeLogin');
      if (phase === 'failed') return see('reading', loginUserId, null, 'readUser');
      return stay;
    }
    // Only the request in flight can answer: the first read, the login, or the read after the login.
    const inFlight =
      phase === 'logging-in'
        ? 'nativeLogin'
        : phase === 'reading'
          ? 'readUser'
          : phase === 'rereading'
            ? 'rereadUser'
            : null;
    if (step.kind !== 'reply' || step.id !== inFlight) return stay;
    if (phase === 'reading') {
      // The app could not say who is logged in (an error, or an app too old for getUserInfo): there is
      // no known real-name user, so the login opens, as it does for none.
      if (!step.ok) return see('logging-in', loginUserId, null, 'nativeLogin');
      const user = userAnswer(step, sc);
      return isRealName(user)
        ? see('done', loginUserId, user?.userId ?? null)
        : see('logging-in', loginUserId, null, 'nativeLogin');
    }
    if (phase === 'logging-in') {
      if (!step.ok) return see('failed', loginUserId, null);
      return step.variant === 'loginCanceled'
        ? see('canceled', loginUserId, null)
        : see('rereading', sc.loginUserId, null, 'readUser');
    }
    if (phase === 'rereading') {
      const user = step.ok ? userAnswer(step, sc) : null;
      if (isRealName(user)) return see('done', loginUserId, user?.userId ?? null);
      return loginUserId ? see('done', loginUserId, loginUserId) : see('failed', loginUserId, null);
    }
    return stay;
  },
};
