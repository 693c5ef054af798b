/**
 * Auth oracle, written from SPEC §4 "Anonymous login on pages requiring login" and the README's
 * "Auth at boot" (DESIGN.md "Token refresh"):
 * 1. no stored user id: anonymous login, save the auth data;
 * 2. stored user id: check the user status;
 * 3. the check fails: refresh the auth token with the stored session;
 * 4. the refresh fails: anonymous login again;
 * 5. then fetch the profile; no user id (or no profile): the login-fail callback.
 * Steps 3 and 4 follow a refusal only: a status check or a stored-session refresh that got no answer
 * (offline, a dropped connection, a timeout) ends in the login-fail callback ('no-answer') with the
 * stored session kept: nothing saved, no anonymous login asked for; a retry checks it again.
 * Single-flight refresh: a request rejected for an expired token while logged in starts ONE
 * refresh; requests rejected meanwhile wait; when it ends every waiter is answered once, with the
 * new token or as failed (a refused refresh logs in anonymously again; one that got no answer stays
 * logged in with the same session, and the next rejected request refreshes again). A request rejected with
 * an older token than the current one is answered at once with the current token. Requests
 * rejected before a session exists wait for the login; after a failed login they fail at once.
 * New auth data from the app (real-name login) is saved and the profile fetched again, whatever
 * the flow was doing (a failed login included).
 */
import type { UserProfile } from '@/api/contract/user';
import type { AuthInput, AuthSession } from '@machines/auth/types';
import type { Expected, FlowOracle, Scenario, WorldEffect } from '../framework/twin/oracle';

type Phase = 'checking' | 'refreshing-stored' | 'anonymous-login' | 'profile' | 'failed' | 'ready' | 'refreshing';

interface AuthWorld {
  readonly phase: Phase;
  readonly session: AuthSession | null;
  readonly profileUserId: string | null;
  readonly waiters: readonly string[];
  /** Counters that name the tokens and request ids the world hands out. */
  readonly issued: number;
  readonly requests: number;
}

const STORED: AuthSession = { userId: 'u-stored', authToken: 't-stored', refreshToken: 'r-stored', isAnonymous: false };
const NATIVE: AuthSession = { userId: 'u-real', authToken: 't-native', refreshToken: 'r-native', isAnonymous: false };

export const profileOf = (userId: string): UserProfile => ({
  user_id: userId,
  nickname: 'Ann',
  avatar_url: '',
  bio: '',
  locale: 'en',
  is_anonymous: false,
  member_tier: 'none',
  follower_count: 0,
  following_count: 0,
  created_at_ms: 0,
});

const anonymousSession = (n: number): AuthSession => ({
  userId: 'u-anon',
  authToken: `t-anon-${n}`,
  refreshToken: `r-anon-${n}`,
  isAnonymous: true,
});
const refreshedSession = (from: AuthSession, n: number): AuthSession => ({
  ...from,
  authToken: `t-refreshed-${n}`,
  refreshToken: `r-refreshed-${n}`,
});

const REQUEST_OF: Partial<Record<Phase, string>> = {
  checking: 'checkUserStatus',
  'refreshing-stored': 'refreshSession',
  'anonymous-login': 'anonymousLogin',
  profile: 'fetchProfile',
  refreshing: 'refreshSession',
};

/** Which request of that kind is in flight (the status check's refresh and the expired token's refresh are two). */
const REQUEST_ID_OF: Partial<Record<Phase, string>> = {
  checking: 'checkUserStatus',
  'refreshing-stored': 'refreshStoredSession',
  'anonymous-login': 'anonymousLogin',
  profile: 'fetchProfile',
  refreshing: 'refreshExpiredToken',
};

function see(world: AuthWorld, effects: WorldEffect[] = []): Expected<AuthWorld> {
  const request = REQUEST_OF[world.phase];
  return {
    state: world,
    see: {
      effects,
      inFlight: request ? [request] : [],
      shown: { session: world.session, profileUserId: world.profileUserId },
    },
  };
}

/** Enter a phase that sends its request (with the session it needs). */
function enter(world: AuthWorld, phase: Phase, before: WorldEffect[] = []): Expected<AuthWorld> {
  const next = { ...world, phase };
  const request = REQUEST_OF[phase] as string;
  const effects: WorldEffect[] = [
    ...before,
    phase === 'anonymous-login' ? { request } : { request, input: { session: world.session } },
  ];
  return see(next, effects);
}

/** Logged in with a new session: save it and fetch its profile. */
const saveAndFetch = (world: AuthWorld, session: AuthSession): Expected<AuthWorld> =>
  enter({ ...world, session }, 'profile', [{ call: 'persistSession', params: { session } }]);

/** Steps 1 and 2: anonymous login without a stored user id, otherwise the status check. */
const begin = (world: AuthWorld): Expected<AuthWorld> =>
  enter(world, world.session?.userId ? 'checking' : 'anonymous-login');

function fail(
  world: AuthWorld,
  failure: 'anonymous-login-failed' | 'profile-failed' | 'no-user-id' | 'no-answer',
): Expected<AuthWorld> {
  const effects: WorldEffect[] = [{ call: 'notifyLoginFailed', params: { failure } }];
  if (world.waiters.length) effects.push({ emit: { type: 'refreshFailed', requestIds: world.waiters } });
  return see({ ...world, phase: 'failed', waiters: [] }, effects);
}

/** The session now in use answers every waiting request once. */
function release(world: AuthWorld, before: WorldEffect[] = []): Expected<AuthWorld> {
  const effects = [...before];
  if (world.waiters.length && world.session)
    effects.push({ emit: { type: 'tokenRefreshed', token: world.session.authToken, requestIds: world.waiters } });
  return see({ ...world, phase: 'ready', waiters: [] }, effects);
}

/** The tokens another tab of the same user stored (deterministic, so payload and oracle agree). */
const rotatedByOtherTab = (world: AuthWorld): AuthSession => ({
  ...(world.session ?? STORED),
  authToken: `t-other-tab-${world.requests}`,
  refreshToken: `r-other-tab-${world.requests}`,
});

const scenario = (name: string, stored: AuthSession | null): Scenario<AuthInput> => ({ name, input: { stored } });

export const authOracle: FlowOracle<AuthInput, AuthWorld> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: [
    'TOKEN_REJECTED',
    { type: 'TOKEN_REJECTED', variant: 'tokenIsStale' },
    'RETRY',
    'SESSION_REPLACED',
    'SESSION_ROTATED',
  ],
  scenarios: [
    scenario('stored session', STORED),
    scenario('nothing stored', null),
    scenario('stored auth data without a user id', { ...STORED, userId: '' }),
  ],
  start: (sc) =>
    begin({ phase: 'checking', session: sc.input.stored, profileUserId: null, waiters: [], issued: 0, requests: 0 }),
  payload(step, _sc, world) {
    if (step.type === 'TOKEN_REJECTED') {
      const token = step.variant.startsWith('tokenIsStale') ? 't-older' : (world.session?.authToken ?? null);
      return { type: 'TOKEN_REJECTED', requestId: `req-${world.requests + 1}`, token };
    }
    if (step.type === 'SESSION_REPLACED') return { type: 'SESSION_REPLACED', session: NATIVE };
    if (step.type === 'SESSION_ROTATED') return { type: 'SESSION_ROTATED', session: rotatedByOtherTab(world) };
    return { type: step.type };
  },
  answer(step, _sc, world, input) {
    if (!step.ok) return new Error(`${step.src} failed`);
    const session = (input as { session?: AuthSession } | undefined)?.session;
    switch (step.src) {
      case 'anonymousLogin':
        return anonymousSession(world.issued + 1);
      case 'refreshSession':
        return refreshedSession(session as AuthSession, world.issued + 1);
      case 'fetchProfile':
        return step.variant.startsWith('profileHasUserId') ? profileOf((session as AuthSession).userId) : null;
      default:
        return { status: 'active' };
    }
  },
  next(world, step, _sc, facts) {
    const stay = see(world);
    if (step.kind === 'event') {
      if (step.type === 'RETRY') return world.phase === 'failed' ? begin(world) : stay;
      // The app's new auth data is taken in every phase, a failed login included.
      if (step.type === 'SESSION_REPLACED') return saveAndFetch(world, NATIVE);
      // Another tab refreshed and stored the tokens: this tab uses them from now on, with no call of its
      // own and nothing stored again; requests waiting for this tab's refresh keep waiting for it.
      if (step.type === 'SESSION_ROTATED')
        return world.phase === 'ready' || world.phase === 'refreshing'
          ? see({ ...world, session: rotatedByOtherTab(world) })
          : stay;
      if (step.type !== 'TOKEN_REJECTED') return stay;
      const requestId = `req-${world.requests + 1}`;
      const counted = { ...world, requests: world.requests + 1 };
      const token = step.variant.startsWith('tokenIsStale') ? 't-older' : (world.session?.authToken ?? null);
      if (world.phase === 'failed') return see(counted, [{ emit: { type: 'refreshFailed', requestIds: [requestId] } }]);
      if (world.phase === 'ready') {
        const current = world.session?.authToken ?? null;
        if (current !== null && token !== current)
          return see(counted, [{ emit: { type: 'tokenRefreshed', token: current, requestIds: [requestId] } }]);
        return enter({ ...counted, waiters: [requestId] }, 'refreshing');
      }
      return see({ ...counted, waiters: [...world.waiters, requestId] });
    }
    // Only the request in flight can answer.
    if (step.kind !== 'reply' || REQUEST_ID_OF[world.phase] !== step.id) return stay;
    const issued = { ...world, issued: world.issued + 1 };
    switch (world.phase) {
      case 'checking':
        if (step.ok) return enter(world, 'profile');
        // No answer: the stored session stays as it is, nothing is saved and no anonymous login is asked for.
        return facts.noAnswer ? fail(world, 'no-answer') : enter(world, 'refreshing-stored');
      case 'refreshing-stored':
        if (step.ok) return saveAndFetch(issued, refreshedSession(world.session as AuthSession, issued.issued));
        return facts.noAnswer ? fail(world, 'no-answer') : enter(world, 'anonymous-login');
      case 'anonymous-login':
        return step.ok ? saveAndFetch(issued, anonymousSession(issued.issued)) : fail(world, 'anonymous-login-failed');
      case 'profile':
        if (!step.ok) return fail(world, 'profile-failed');
        if (!step.variant.startsWith('profileHasUserId')) return fail(world, 'no-user-id');
        return release({ ...world, profileUserId: (world.session as AuthSession).userId });
      case 'refreshing': {
        if (!step.ok) {
          const effects: WorldEffect[] = world.waiters.length
            ? [{ emit: { type: 'refreshFailed', requestIds: world.waiters } }]
            : [];
          // No answer: the waiters fail and the same session stays logged in; a refusal logs in anonymously.
          if (facts.noAnswer) return see({ ...world, phase: 'ready', waiters: [] }, effects);
          return enter({ ...world, waiters: [] }, 'anonymous-login', effects);
        }
        const session = refreshedSession(world.session as AuthSession, issued.issued);
        return release({ ...issued, session }, [{ call: 'persistSession', params: { session } }]);
      }
      default:
        return stay;
    }
  },
  read: (snapshot) => ({ session: snapshot.context.session, profileUserId: snapshot.context.profile?.user_id ?? null }),
};
