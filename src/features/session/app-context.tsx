import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AppServices } from '@/services/app-services';
import type { AuthActor } from './auth-flow';

interface AppContextValue {
  readonly services: AppServices;
  readonly auth: AuthActor;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ services, auth, children }: AppContextValue & { children: ReactNode }) {
  return <AppContext.Provider value={{ services, auth }}>{children}</AppContext.Provider>;
}

function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppProvider is missing');
  return value;
}

/** The page's services (API client, bridge, analytics, storage...), wired once at boot. */
export const useServices = (): AppServices => useApp().services;

/** The app-wide auth actor, for pages that send it events (RETRY, SESSION_REPLACED). */
export const useAuthActor = (): AuthActor => useApp().auth;

export type SessionStatus = 'loading' | 'ready' | 'failed';

export interface SessionView {
  readonly status: SessionStatus;
  readonly userId: string | null;
  readonly isAnonymous: boolean;
}

/** What a page needs to know about the login, derived from the auth actor's snapshot. */
export function useSession(): SessionView {
  const auth = useAuthActor();
  return useSelector(
    auth,
    (snapshot) => ({
      status: snapshot.matches('authenticated') ? 'ready' : snapshot.matches('loginFailed') ? 'failed' : 'loading',
      userId: snapshot.context.session?.userId ?? null,
      isAnonymous: snapshot.context.session?.isAnonymous ?? true,
    }),
    (a, b) => a.status === b.status && a.userId === b.userId && a.isAnonymous === b.isAnonymous,
  );
}
