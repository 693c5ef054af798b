import type { ReactNode } from 'react';
import { useAuthActor, useSession } from '@/kernel/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';

/**
 * The records need the page's login (anonymous or real-name; inside the app the app's own user). Shows
 * loading until it is ready and the error panel with Retry when it failed; a later refresh of the
 * session keeps the page (its status stays ready).
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const auth = useAuthActor();
  if (session.status === 'failed') return <ErrorPanel kind="network" onRetry={() => auth?.send({ type: 'RETRY' })} />;
  return session.status === 'ready' ? <>{children}</> : <Loading />;
}
