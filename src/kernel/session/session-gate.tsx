import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useComeBack } from '@/kernel/data/use-come-back';
import { ErrorPanel } from '@/ui/error-panel';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { useAuthActor, useSession } from './app-context';
import { loginFailureKind } from './session-view';

export interface SessionGateProps {
  readonly children: ReactNode;
  /**
   * The ban appeal: a banned account's login stops at its profile (failed, with its user id known),
   * and its appeal still needs that account's token, so the page shows.
   */
  readonly banned?: boolean;
  /**
   * Shown instead of the spinner while the login is on its way: a gate around one part of a page (the
   * visitor's own entry under a public board) shows nothing, or a placeholder, there. A failed login
   * still shows the error panel in its place (never a page with its part silently missing)...
   */
  readonly fallback?: ReactNode;
  /** ...unless `quiet`: a small part (a count, a vote) keeps its fallback, another gate on the page says it. */
  readonly quiet?: boolean;
}

/**
 * The gate of every page that needs the page's login (anonymous will do; inside the app the app's own
 * user, see app-user.ts): loading until it is ready, then its children, kept mounted afterwards: a
 * later session change (a real-name login handed over, a token refresh) must not reset the page's
 * flow or a form. A failed login shows the error panel with a retry.
 */
export function SessionGate({ children, banned = false, fallback, quiet = false }: SessionGateProps) {
  const { _ } = useLingui();
  const session = useSession();
  const auth = useAuthActor();
  const [wasReady, setWasReady] = useState(false);
  const ready = session.status === 'ready' || (banned && session.status === 'failed' && Boolean(session.userId));
  // Remembering a past render's fact during render (React's documented pattern, no effect needed).
  if (ready && !wasReady) setWasReady(true);
  const failed = session.status === 'failed' && !ready && !wasReady;
  // Back online or in the foreground: a failed login is tried again, once per time the page comes back.
  useComeBack(() => failed && auth?.send({ type: 'RETRY' }));
  if (wasReady || ready) return <>{children}</>;
  if (failed && !quiet) {
    // Risk control refusing one more new account is no network problem: say what it is.
    const message = session.failure === 'too-many-new-accounts' ? _(errorMessages.tooManyNewAccounts) : undefined;
    // No answer is "Network Error"; an answer the page cannot use, "Oops" (the auth code not loading is no answer).
    const kind = auth ? loginFailureKind(auth.getSnapshot().context) : 'network';
    return <ErrorPanel kind={kind} message={message} onRetry={() => auth?.send({ type: 'RETRY' })} />;
  }
  if (fallback !== undefined) return <>{fallback}</>;
  return <Loading />;
}
