/**
 * Signing a page in as an account, the three ways a real visitor arrives signed in: a browser that
 * kept its session in local storage, the Talkie app that hands the page its user over the bridge, and
 * the cookie a server-rendered page reads. Every spec and flow adapter signs in through here.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** An account of the local API (new-account helpers and flow adapters give one). */
export interface SessionAccount {
  readonly userId: string;
  readonly authToken: string;
  readonly refreshToken: string;
}

/** The user the simulated app signs the page in with (its `login` answer and `setUser`). */
export const appUserOf = (account: SessionAccount) => ({ user_id: account.userId, auth_token: account.authToken, refresh_token: account.refreshToken, is_anonymous: false });

/**
 * Stores the account's session before the page boots, as a returning visitor's storage holds it.
 * `more` adds keys the page keeps beside the tokens (e.g. `refresh_token_time`). Only the first load
 * of a tab stores it, and no tab stores it over the same account's: later loads keep what the page
 * itself stored (rotated tokens, a new anonymous login).
 */
export async function storeSession(target: BrowserContext | Page, account: SessionAccount, more: Readonly<Record<string, string>> = {}): Promise<void> {
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
export async function storeSessionCookie(context: BrowserContext, account: SessionAccount, baseUrl: string): Promise<void> {
  await context.addCookies([{ name: 'authToken', value: encodeURIComponent(account.authToken), url: baseUrl }]);
}
