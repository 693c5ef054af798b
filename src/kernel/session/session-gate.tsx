import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { useAuthActor, useSession } from './app-context';

export interface SessionGateProps {
  readonly children: ReactNode;
  /**
   * The ban appeal: a banned account's login stops at its profile (failed, with its user id known),
   * and its appeal still needs that account's token, so the page shows.
   */
  readonly banned?: boolean;
  /**
   * Shown instead of the spinner and the error panel while the login is not ready: a gate around one
   * part of a page (the visitor's own entry under a public board) shows nothing, or a placeholder, there.
   */
  readonly fallback?: ReactNode;
}

/**
 * The gate of every page that needs the page's login (anonymous will do; inside the app the app's own
 * user, see app-user.ts): loading until it is ready, then its children, kept mounted afterwards: a
 * later session change (a real-name login handed over, a token refresh) must not reset the page's
 * flow or a form. A failed login shows the error panel with a retry.
 */
export function SessionGate({ children, banned = false, fallback }: SessionGateProps) {
  const { _ } = useLingui();
  const session = useSession();
  const auth = useAuthActor();
  const [wasReady, setWasReady] = useState(false);
  const ready = session.status === 'ready' || (banned && session.status === 'failed' && Boolean(session.userId));
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (ready && !wasReady) setWasReady(true);
  if (wasReady || ready) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  if (session.status === 'failed') {
    // Risk control refusing one more new account is no network problem: say what it is.
    const message = session.failure === 'too-many-new-accounts' ? _(errorMessages.tooManyNewAccounts) : undefined;
    return <ErrorPanel kind="network" message={message} onRetry={() => auth?.send({ type: 'RETRY' })} />;
  }
  return <Loading />;
}
