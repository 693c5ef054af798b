import type { Page } from '@playwright/test';
import type { SessionTestHook } from '../../../src/kernel/session/session-test-hook';

/** The auth data a page keeps in local storage, as stored (strings). */
export interface StoredAuth {
  authToken: string | null;
  refreshToken: string | null;
  userId: string | null;
  user_id: string | null;
  is_anonymous: string | null;
  device_id: string | null;
  refresh_token_time: string | null;
}

export const readStorage = (page: Page): Promise<StoredAuth> =>
  page.evaluate(() => {
    const get = (key: string) => localStorage.getItem(key);
    return {
      authToken: get('authToken'),
      refreshToken: get('refreshToken'),
      userId: get('userId'),
      user_id: get('user_id'),
      is_anonymous: get('is_anonymous'),
      device_id: get('device_id'),
      refresh_token_time: get('refresh_token_time'),
    };
  });

/** Waits until the page's auth flow is logged in (the session test hook, present outside production). */
export async function waitForSession(page: Page): Promise<StoredAuth> {
  await page.waitForFunction(
    () => (window as unknown as { __talkieSession?: SessionTestHook }).__talkieSession?.view().status === 'ready',
  );
  return readStorage(page);
}

/** `count` account/get_user_status calls from the page at once: each answer's user id, or `error:<code>`. */
export const checkStatusInParallel = (page: Page, count: number): Promise<string[]> =>
  page.evaluate(
    (n) => (window as unknown as { __talkieSession: SessionTestHook }).__talkieSession.checkStatusInParallel(n),
    count,
  );
