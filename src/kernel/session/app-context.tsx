import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { forgetAnswers } from '@/kernel/data/remote-cache';
import { whenIdle } from '@/platform/idle';
import type { AppServices } from '@/services/app-services';
import type { AuthActor } from './session-types';
import { appUserChecked } from './app-user';
import { FAILED_SESSION, LOADING_SESSION, sameSession, selectSession, type SessionView } from './session-view';

export type { SessionView } from './session-view';

interface AppContextValue {
  readonly services: AppServices;
  /** The app-wide auth actor; null until its chunk has loaded (right after the first render). */
  readonly auth: AuthActor | null;
  readonly session: SessionView;
  /** Starts the auth flow now (pages that need the login call it through useSession). */
  readonly requestAuth: () => void;
}

const AppContext = createContext<AppContextValue | null>(null);

/**
 * Holds the page's services and the auth actor. The auth flow (with XState) starts at boot but after
 * the first paint, when the page is idle, so a visitor sees the page sooner on a slow phone; a page
 * that needs the login (useSession, useAuthActor) starts it at once.
 * `auth` is the started flow, or a function that starts it (called once).
 */
export function AppProvider({
  services,
  auth,
  renderedSession,
  children,
}: {
  services: AppServices;
  auth: Promise<AuthActor> | (() => Promise<AuthActor>);
  /**
   * The session a server-rendered page was rendered with (the app's auth cookie): the page shows as
   * that visitor's until the login has its own answer, so hydration finds the same markup.
   */
  renderedSession?: SessionView | undefined;
  children: ReactNode;
}) {
  const [actor, setActor] = useState<AuthActor | null>(null);
  const [session, setSession] = useState<SessionView>(renderedSession ?? LOADING_SESSION);
  // Bumped when the login turns out to be another visitor than the page was rendered for: the page
  // starts anew (its answers forgotten), never showing one visitor's data under another's login.
  const [visit, setVisit] = useState(0);
  const [started, setStarted] = useState<Promise<AuthActor> | null>(() => (typeof auth === 'function' ? null : auth));
  const requestAuth = useCallback(
    () => setStarted((current) => current ?? (typeof auth === 'function' ? auth() : auth)),
    [auth],
  );
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) requestAuth();
    });
    return () => {
      cancelled = true;
    };
  }, [requestAuth]);
  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    started.then(
      (ref) => {
        if (cancelled) return;
        setActor(ref);
        // Inside the app the session is ready only once the app's own user has been asked for.
        let checked = false;
        const view = (): SessionView => {
          const next = selectSession(ref.getSnapshot());
          return next.status === 'ready' && !checked ? { ...next, status: 'loading' } : next;
        };
        // Until the login has its own answer, the page stays the one rendered for the cookie's visitor.
        let rendered = renderedSession ?? null;
        const shown = (): SessionView => {
          const next = view();
          if (!rendered) return next;
          if (next.status === 'loading') return rendered;
          if (next.status === 'ready' && next.userId !== rendered.userId) {
            forgetAnswers(services.client);
            setVisit((n) => n + 1);
          }
          rendered = null;
          return next;
        };
        let last = shown();
        setSession(last);
        const update = (): void => {
          const next = shown();
          if (!cancelled && !sameSession(last, next)) setSession((last = next));
        };
        const sub = ref.subscribe(update);
        void appUserChecked(ref).then(() => {
          checked = true;
          update();
        });
        stop = () => sub.unsubscribe();
      },
      (error: unknown) => {
        // The auth chunk did not load (offline, a new deploy): pages show their failed state, not a spinner forever.
        if (cancelled) return;
        services.reporter.report(error, { flow: 'auth', stage: 'load' }, 'manual');
        setSession(FAILED_SESSION);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [started, services, renderedSession]);
  // One value per change, so pages that read the context re-render only when it changes.
  const value = useMemo(
    () => ({ services, auth: actor, session, requestAuth }),
    [services, actor, session, requestAuth],
  );
  return (
    <AppContext.Provider value={value}>
      <Fragment key={visit}>{children}</Fragment>
    </AppContext.Provider>
  );
}

function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppProvider is missing');
  return value;
}

/** The page's services (API client, bridge, analytics, storage...), wired once at boot. */
export const useServices = (): AppServices => useApp().services;

/** The app-wide auth actor for pages that send it events (RETRY, SESSION_REPLACED); null while it loads. */
export function useAuthActor(): AuthActor | null {
  const { auth, requestAuth } = useApp();
  useEffect(requestAuth, [requestAuth]);
  return auth;
}

/** The login as a page sees it: loading, ready (with the user id) or failed. Starts the auth flow if needed. */
export function useSession(): SessionView {
  const { session, requestAuth } = useApp();
  useEffect(requestAuth, [requestAuth]);
  return session;
}
