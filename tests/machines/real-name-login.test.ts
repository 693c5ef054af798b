import { describe, expect, it } from 'vitest';
import { isRealNameUser } from '@machines/real-name-login/real-name-login.machine';
import { realNameLoginOracle } from '../flows/real-name-login/real-name-login.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const suite = describeMachinePaths('real-name-login', {
  input: (plan) => ({ isNativeApp: plan.wants('isNativeApp') !== false }),
  // Whether the login returned a user id was decided by an earlier step of the path.
  symbolicGuards: ['loginReturnedUserId'],
  outputs: {
    readUser: ({ plan }) =>
      plan.wants('isRealNameUser') ? { userId: 'u-real', isAnonymous: false } : { userId: 'u-anon', isAnonymous: true },
    nativeLogin: ({ plan }) =>
      plan.wants('loginCanceled') ? { status: 'canceled' } : { status: 'success', userId: 'u-login' },
  },
});

describeOracle('real-name-login', suite, realNameLoginOracle);

describe('real-name user', () => {
  it('needs a user id and a non-anonymous account', () => {
    expect(isRealNameUser(null)).toBe(false);
    expect(isRealNameUser({ userId: null, isAnonymous: false })).toBe(false);
    expect(isRealNameUser({ userId: 'u', isAnonymous: true })).toBe(false);
    expect(isRealNameUser({ userId: 'u', isAnonymous: false })).toBe(true);
  });
});
