import type { AuthSession } from '@machines/auth/types';
import type { NativeUser } from '@/services/bridge';

/** How long a page waits for the app to name its user before going on with its own login. */
export const APP_USER_TIMEOUT_MS = 3000;

/** The page's session for the app's logged-in real-name user, or null when the app gave no usable login. */
export function sessionFromNativeUser(user: NativeUser | null): AuthSession | null {
  if (!user?.user_id || user.is_anonymous || !user.auth_token || !user.refresh_token) return null;
  return { userId: user.user_id, authToken: user.auth_token, refreshToken: user.refresh_token, isAnonymous: false };
}
