import { useState, type ReactNode } from 'react';
import { useAuthActor, useSession } from '@/kernel/session/app-context';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';

/**
 * Shows the help pages once the page's login (anonymous will do) is ready, and keeps them mounted
 * when it changes later (a sign-in on the deletion page must not reset a form); a failed login
 * offers a retry.
 */
export function LoginGate({ children, banned }: { children: ReactNode; banned?: boolean }) {
  const session = useSession();
  const auth = useAuthActor();
  const [seen, setSeen] = useState(false);
  // A banned account's login stops at its profile (unavailable); its ban appeal still needs its token.
  if ((session.status === 'ready' || (banned && session.status === 'failed' && session.userId)) && !seen) setSeen(true);
  if (seen || session.status === 'ready') return <>{children}</>;
  return session.status === 'failed' ? <ErrorPanel kind="network" onRetry={() => auth?.send({ type: 'RETRY' })} /> : <Loading />;
}
