import { useEffect, useState, type ReactNode } from 'react';
import { useAuthActor, useServices, useSession } from '@/features/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { APP_USER_TIMEOUT_MS, sessionFromNativeUser } from './app-session';

/**
 * Renders its children once the page's login is ready, and keeps them mounted afterwards: a later
 * session change (a real-name login handed over, a token refresh) must not reset the page's flow.
 *
 * Inside the app, the app's own logged-in real-name user is the page's user: before the children
 * start, the gate asks the app (getUserInfo) and hands a different user's login to the auth actor.
 * A failed login shows the error panel with a retry.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const auth = useAuthActor();
  const { host, bridge } = useServices();
  const [appUserChecked, setAppUserChecked] = useState(() => !host.isNativeApp || !bridge.supports('getUserInfo'));
  const [wasReady, setWasReady] = useState(false);

  const sessionReady = session.status === 'ready';
  const sessionUserId = session.userId;
  useEffect(() => {
    if (appUserChecked || !sessionReady || !auth) return;
    let live = true;
    bridge
      .call('getUserInfo', undefined, { timeoutMs: APP_USER_TIMEOUT_MS })
      .then((user) => {
        const appSession = sessionFromNativeUser(user);
        if (live && appSession && appSession.userId !== sessionUserId) auth.send({ type: 'SESSION_REPLACED', session: appSession });
      })
      .catch(() => undefined) // an app that cannot say: the page keeps its own login
      .finally(() => {
        if (live) setAppUserChecked(true);
      });
    return () => {
      live = false;
    };
  }, [appUserChecked, sessionReady, sessionUserId, auth, bridge]);

  const ready = sessionReady && appUserChecked;
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (ready && !wasReady) setWasReady(true);
  if (wasReady || ready) return <>{children}</>;
  if (session.status === 'failed') return <ErrorPanel kind="network" onRetry={() => auth?.send({ type: 'RETRY' })} />;
  return <Loading />;
}
