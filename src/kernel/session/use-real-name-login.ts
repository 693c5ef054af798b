import { useCallback, useEffect, useRef, useState } from 'react';
import type { NativeUser } from '@/services/bridge';
import { useAuthActor, useServices } from './app-context';
import { sessionFromNativeUser } from './app-user-session';
import type { RealNameLoginActor } from './real-name-login-flow';

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

export interface RealNameLoginOptions {
  /** `entrance` of the native login: the page that asks (h5_invitation, h5_rank, h5_creator). */
  readonly entrance: string;
  /**
   * What follows the app's login. `hand-over` (default): the page takes the app's tokens and goes on
   * as the real-name user. `reload`: the page loads again, and starts as the app's user
   * (app-user.ts), for pages whose state belongs to the user they started with (the creator tools).
   */
  readonly afterLogin?: 'hand-over' | 'reload';
}

/**
 * Real-name login inside the app (SPEC §4), the one entry every page uses: runs the real-name login
 * machine on demand, then hands the app's login (its tokens) to the auth actor (SESSION_REPLACED);
 * the page sees the new session through useSession once the auth actor has fetched the profile.
 * The machine (and XState) load with the first tap.
 */
export function useRealNameLogin({ entrance, afterLogin = 'hand-over' }: RealNameLoginOptions): RealNameLogin {
  const services = useServices();
  const auth = useAuthActor();
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const actorRef = useRef<RealNameLoginActor | null>(null);
  const loading = useRef(false);
  const mounted = useRef(true);
  const lastUser = useRef<NativeUser | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      actorRef.current?.stop();
    };
  }, []);

  const handOver = useCallback(
    async (userId: string | null) => {
      if (afterLogin === 'reload') {
        location.reload();
        return;
      }
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
    [services, auth, afterLogin],
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
    if (loading.current) return;
    loading.current = true;
    setPhase('working');
    const effects = {
      bridge: services.bridge,
      entrance,
      onUserRead: (user: NativeUser) => {
        lastUser.current = user;
      },
    };
    import('./real-name-login-flow').then(
      ({ startRealNameLogin }) => {
        loading.current = false;
        if (!mounted.current) return;
        actorRef.current = startRealNameLogin(effects, services.host.isNativeApp, (next) => {
          if (next.matches('canceled')) setPhase('canceled');
          else if (next.matches('failed')) setPhase('failed');
          else if (next.matches('loggedIn')) void handOver(next.output?.userId ?? next.context.userId);
          else if (next.matches('unavailable')) setPhase('failed');
        });
      },
      () => {
        // The login's code could not load (offline): the prompt offers another try.
        loading.current = false;
        if (mounted.current) setPhase('failed');
      },
    );
  }, [services, entrance, handOver]);

  return { phase, start };
}
