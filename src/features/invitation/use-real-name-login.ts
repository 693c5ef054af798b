import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type Actor } from 'xstate';
import { useAuthActor, useServices } from '@/kernel/session/app-context';
import type { NativeUser } from '@/services/bridge';
import { sessionFromNativeUser } from '@/kernel/session/app-user-session';
import { provideRealNameLoginMachine } from './real-name-login-flow';

/**
 * - idle: nothing started
 * - working: the native login is open, or the page is taking over the app's login
 * - canceled: the user closed the native login
 * - failed: the bridge failed, or the app gave no usable login
 */
export type LoginPhase = 'idle' | 'working' | 'canceled' | 'failed';

export interface RealNameLogin {
  readonly phase: LoginPhase;
  /** Starts the login, or tries again after a cancel or a failure. */
  start(): void;
}

type LoginActor = Actor<ReturnType<typeof provideRealNameLoginMachine>>;

/**
 * Real-name login inside the app (SPEC §4): runs the real-name login machine on demand, then hands
 * the app's login (its tokens) to the auth actor (SESSION_REPLACED). The page sees the new session
 * through useSession once the auth actor has fetched the profile.
 */
export function useRealNameLogin(): RealNameLogin {
  const services = useServices();
  const auth = useAuthActor();
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const actorRef = useRef<LoginActor | null>(null);
  const lastUser = useRef<NativeUser | null>(null);

  useEffect(
    () => () => {
      actorRef.current?.stop();
    },
    [],
  );

  const handOver = useCallback(
    async (userId: string | null) => {
      let user = lastUser.current;
      // The login's own reply named the user (re-reading failed): read the app's user once more.
      if (!user || user.user_id !== userId || !sessionFromNativeUser(user)) {
        user = await services.bridge.call('getUserInfo').catch(() => null);
      }
      const session = sessionFromNativeUser(user);
      if (!session || !auth) {
        setPhase('failed');
        return;
      }
      auth.send({ type: 'SESSION_REPLACED', session });
    },
    [services, auth],
  );

  const start = useCallback(() => {
    const running = actorRef.current;
    const snapshot = running?.getSnapshot();
    if (running && snapshot?.status === 'active') {
      if (snapshot.can({ type: 'RETRY' })) {
        setPhase('working');
        running.send({ type: 'RETRY' });
      }
      return;
    }
    const actor = createActor(
      provideRealNameLoginMachine(services.bridge, (user) => {
        lastUser.current = user;
      }),
      { input: { isNativeApp: services.host.isNativeApp } },
    );
    actorRef.current = actor;
    setPhase('working');
    actor.subscribe((next) => {
      if (next.matches('canceled')) setPhase('canceled');
      else if (next.matches('failed')) setPhase('failed');
      else if (next.matches('loggedIn')) void handOver(next.output?.userId ?? next.context.userId);
      else if (next.matches('unavailable')) setPhase('failed');
    });
    actor.start();
  }, [services, handOver]);

  return { phase, start };
}
