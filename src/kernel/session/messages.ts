import { msg } from '@lingui/core/macro';

/** Texts of the login prompt every area shows (main catalog: the kernel serves every area). */
export const sessionMessages = {
  logIn: msg`Log in`,
  loggingIn: msg`Logging in…`,
  loginCanceled: msg`Login was canceled`,
};
