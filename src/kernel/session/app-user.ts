import type { SnapshotFrom } from 'xstate';
import type { AppServices } from '@/services/app-services';
import type { AuthActor } from './session-types';
import { APP_USER_TIMEOUT_MS, sessionFromNativeUser } from './app-user-session';

const checks = new WeakMap<AuthActor, Promise<void>>();

/**
 * Inside the app, the app's logged-in real-name user is the page's user: once the page's own login is
 * ready, ask the app (getUserInfo) and hand a different user's login to the auth actor. Pages treat
 * the session as ready only after this check (`appUserChecked`), so no flow starts as the wrong user.
 */
export function adoptAppUser(auth: AuthActor, services: Pick<AppServices, 'host' | 'bridge'>): Promise<void> {
  // Partial fakes in tests may leave the host out: no app, nothing to ask.
  if (!services.host?.isNativeApp || !services.bridge.supports('getUserInfo')) {
    checks.set(auth, Promise.resolve());
    return Promise.resolve();
  }
  const check = new Promise<void>((resolve) => {
    let done = false;
    const decide = (snapshot: SnapshotFrom<AuthActor>): void => {
      if (done) return;
      if (snapshot.matches('loginFailed')) {
        done = true;
        return resolve();
      }
      if (!snapshot.matches('authenticated')) return;
      done = true;
      const pageUser = snapshot.context.session?.userId ?? null;
      services.bridge
        .call('getUserInfo', undefined, { timeoutMs: APP_USER_TIMEOUT_MS })
        .then((user) => {
          const appSession = sessionFromNativeUser(user);
          if (appSession && appSession.userId !== pageUser)
            auth.send({ type: 'SESSION_REPLACED', session: appSession });
        })
        .catch(() => undefined) // an app that cannot say: the page keeps its own login
        .finally(resolve);
    };
    const sub = auth.subscribe((snapshot) => {
      decide(snapshot);
      if (done) sub.unsubscribe();
    });
    decide(auth.getSnapshot());
    if (done) sub.unsubscribe();
  });
  checks.set(auth, check);
  return check;
}

/** Resolves once the app-user check of this auth actor is over (at once where there is none). */
export const appUserChecked = (auth: AuthActor): Promise<void> => checks.get(auth) ?? Promise.resolve();
