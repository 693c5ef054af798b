import { getUserStatus } from '@/api/contract/account';
import type { SessionView } from '@/kernel/session/session-view';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { createServerServices } from './server-services';

/**
 * Who the app's auth cookie belongs to, asked within the budget: a token that is expired, refused or
 * slow renders the page without the session (the browser logs in and fills it in, as without server
 * rendering). A banned account renders without it too: its pages say so after their own checks.
 */
export async function visitorSession(
  services: ReturnType<typeof createServerServices>,
  budgetMs: number,
): Promise<SessionView | null> {
  const request = callEndpoint(services.client, getUserStatus, {}).then(
    (user): SessionView | null =>
      user.status === 'active'
        ? { status: 'ready', userId: user.user_id, isAnonymous: user.is_anonymous, failure: null }
        : null,
    () => null,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
  const result = await Promise.race([request, late]);
  clearTimeout(timer);
  return result;
}
