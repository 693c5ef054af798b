/**
 * A small window hook for end-to-end tests, installed only outside production (local and test hosts):
 * the test reads the session the page sees and makes several signed calls at once to watch the
 * single-flight token refresh. It lives in the lazily loaded auth chunk and holds no secrets beyond
 * what the page's own storage already holds.
 */
import type { ApiClient } from '@/services/api/client';
import { getUserStatus } from '@/services/api/endpoints';
import type { AuthActor } from './session-types';
import { selectSession, type SessionView } from './session-view';

export const SESSION_TEST_HOOK = '__talkieSession';

export interface SessionTestHook {
  /** The login as the page sees it. */
  view(): SessionView;
  /**
   * Sends `count` account/get_user_status calls at the same time (token refresh on rejection on, like
   * any page request) and resolves with the user id each returned, or `error:<status_code>`.
   */
  checkStatusInParallel(count: number): Promise<string[]>;
}

export function installSessionTestHook(win: Window, deps: { client: ApiClient; auth: AuthActor }): () => void {
  const hook: SessionTestHook = {
    view: () => selectSession(deps.auth.getSnapshot()),
    checkStatusInParallel: (count) =>
      Promise.all(
        Array.from({ length: count }, () =>
          getUserStatus(deps.client).then(
            (status) => status.user_id,
            (error: unknown) => `error:${(error as { status_code?: unknown } | null)?.status_code ?? 'unknown'}`,
          ),
        ),
      ),
  };
  const slot = win as unknown as Record<string, unknown>;
  slot[SESSION_TEST_HOOK] = hook;
  return () => {
    if (slot[SESSION_TEST_HOOK] === hook) delete slot[SESSION_TEST_HOOK];
  };
}
