import { useState, type ReactNode } from 'react';
import { useAuthActor, useSession } from '@/kernel/session/app-context';
import { useLingui } from '@lingui/react';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';

/**
 * Renders its children once the page's login is ready (inside the app: as the app's own user, see
 * kernel/session/app-user.ts), and keeps them mounted afterwards: a later session change (a
 * real-name login handed over, a token refresh) must not reset the page's flow. A failed login shows
 * the error panel with a retry.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const session = useSession();
  const auth = useAuthActor();
  const [wasReady, setWasReady] = useState(false);
  const ready = session.status === 'ready';
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (ready && !wasReady) setWasReady(true);
  if (wasReady || ready) return <>{children}</>;
  if (session.status === 'failed') {
    // Risk control refusing one more new account is no network problem: say what it is.
    const message = session.failure === 'too-many-new-accounts' ? _(errorMessages.tooManyNewAccounts) : undefined;
    return <ErrorPanel kind="network" message={message} onRetry={() => auth?.send({ type: 'RETRY' })} />;
  }
  return <Loading />;
}
