/**
 * Signing a page in as an account, the three ways a real visitor arrives signed in: a browser that
 * kept its session in local storage, the Talkie app that hands the page its user over the bridge, and
 * the cookie a server-rendered page reads. Every spec and flow adapter signs in through here.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { installSimulatedShell, type SimulatedShellOptions } from '../../../src/services/bridge/simulated-shell';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../../server/services/store-sandbox';
import { newDeviceContext } from './fixtures';
import { TEST_TALKIE_APP_VERSION, talkieUserAgent } from './user-agents';

/** An account of the local API (new-account helpers and flow adapters give one). */
export interface SessionAccount {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
}

/** The user the simulated app signs the page in with (its `login` answer and `setUser`). */
export const appUserOf = (account: SessionAccount) => ({
  user_id: account.userId,
  auth_token: account.authToken,
  refresh_token: account.refreshToken,
  is_anonymous: false,
});

/**
 * Stores the account's session before the page boots, as a returning visitor's storage holds it.
 * `more` adds keys the page keeps beside the tokens (e.g. `refresh_token_time`). Only the first load
 * of a tab stores it, and no tab stores it over the same account's: later loads keep what the page
 * itself stored (rotated tokens, a new anonymous login).
 */
export async function storeSession(
  target: BrowserContext | Page,
  account: SessionAccount,
  more: Readonly<Record<string, string>> = {},
): Promise<void> {
  const items: Record<string, string> = {
    authToken: account.authToken,
    refreshToken: account.refreshToken,
    userId: account.userId,
    user_id: account.userId,
    is_anonymous: 'false',
    ...more,
  };
  await target.addInitScript(
    ({ items, userId }) => {
      const stored = 'talkie-test:session-stored';
      if (sessionStorage.getItem(stored) || localStorage.getItem('userId') === userId) return;
      sessionStorage.setItem(stored, '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { items, userId: account.userId },
  );
}

/** The session cookie a server-rendered page reads (the page's own login sets the same). */
export async function storeSessionCookie(
  context: BrowserContext,
  account: SessionAccount,
  baseUrl: string,
): Promise<void> {
  await context.addCookies([{ name: 'authToken', value: encodeURIComponent(account.authToken), url: baseUrl }]);
}

/**
 * A new context signed in as `account` on `host`: inside the simulated Talkie app on Android (the app
 * hands the page its user), or a phone browser that kept the session in local storage.
 */
export async function signedInContext(
  browser: Browser,
  projectUse: BrowserContextOptions,
  account: SessionAccount,
  host: 'app' | 'browser',
  overrides: BrowserContextOptions = {},
): Promise<BrowserContext> {
  if (host === 'browser') {
    const context = await newDeviceContext(browser, projectUse, overrides);
    await storeSession(context, account);
    return context;
  }
  const context = await newDeviceContext(browser, projectUse, {
    ...overrides,
    userAgent: talkieUserAgent(projectUse.userAgent ?? ''),
  });
  const shell: SimulatedShellOptions = {
    platform: 'android',
    appVersion: TEST_TALKIE_APP_VERSION,
    storeKey: DEFAULT_STORE_SANDBOX_KEY,
    user: appUserOf(account),
  };
  await context.addInitScript(installSimulatedShell, shell);
  return context;
}
