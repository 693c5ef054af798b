import { useState, type ReactNode } from 'react';
import { useAuthActor, useSession } from '@/features/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';

/**
 * Renders its children once the page's login (anonymous or real-name) is ready, and keeps them
 * mounted afterwards: a later session change (the native app handing over a real-name login, a
 * token refresh) must not reset the page's flow. A failed login shows the error panel with a retry.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const auth = useAuthActor();
  const [wasReady, setWasReady] = useState(false);
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (session.status === 'ready' && !wasReady) setWasReady(true);
  if (wasReady || session.status === 'ready') return <>{children}</>;
  if (session.status === 'failed') return <ErrorPanel kind="network" onRetry={() => auth?.send({ type: 'RETRY' })} />;
  return <Loading />;
}
