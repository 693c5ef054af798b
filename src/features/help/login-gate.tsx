import { useState, type ReactNode } from 'react';
import { useAuthActor, useSession } from '@/features/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';

/**
 * Shows the help pages once the page's login (anonymous will do) is ready, and keeps them mounted
 * when it changes later (a sign-in on the deletion page must not reset a form); a failed login
 * offers a retry.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const auth = useAuthActor();
  const [seen, setSeen] = useState(false);
  if (session.status === 'ready' && !seen) setSeen(true);
  if (seen || session.status === 'ready') return <>{children}</>;
  return session.status === 'failed' ? <ErrorPanel kind="network" onRetry={() => auth?.send({ type: 'RETRY' })} /> : <Loading />;
}
