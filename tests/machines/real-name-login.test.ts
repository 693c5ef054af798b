// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRealNameUser } from '@machines/real-name-login/real-name-login.machine';
import { describeMachinePaths } from './support/describe-machine';

describeMachinePaths('real-name-login', {
  input: (plan) => ({ isNativeApp: plan.wants('isNativeApp') !== false }),
  // Whether the login returned a user id was decided by an earlier step of the path.
  symbolicGuards: ['loginReturnedUserId'],
  outputs: {
    readUser: ({ plan }) => (plan.wants('isRealNameUser') ? { userId: 'u-real', isAnonymous: false } : { userId: 'u-anon', isAnonymous: true }),
    nativeLogin: ({ plan }) => (plan.wants('loginCanceled') ? { status: 'canceled' } : { status: 'success', userId: 'u-login' }),
  },
  states: {
    'realNameLogin.unavailable': ({ snapshot, effects }) => {
      expect(snapshot.context.isNativeApp).toBe(false);
      expect(effects).toEqual([]);
    },
    'realNameLogin.loggingIn': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke').at(-1)).toMatchObject({ src: 'nativeLogin' });
    },
    'realNameLogin.loggedIn': ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output?.userId).toBeTruthy();
      const expected = { 'current-user': 'u-real', 'reread-user': 'u-real', 'login-reply': snapshot.context.loginUserId };
      expect(snapshot.output?.userId).toBe(expected[snapshot.context.source as keyof typeof expected]);
    },
  },
});

describe('real-name user', () => {
  it('needs a user id and a non-anonymous account', () => {
    expect(isRealNameUser(null)).toBe(false);
    expect(isRealNameUser({ userId: null, isAnonymous: false })).toBe(false);
    expect(isRealNameUser({ userId: 'u', isAnonymous: true })).toBe(false);
    expect(isRealNameUser({ userId: 'u', isAnonymous: false })).toBe(true);
  });
});
