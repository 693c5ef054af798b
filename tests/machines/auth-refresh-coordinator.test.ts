import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserProfile } from '@/api/contract/user';
import { authMachine } from '@machines/auth/auth.machine';
import { createRefreshCoordinator, TokenRefreshFailedError } from '@machines/auth/refresh-coordinator';
import type { AuthSession } from '@machines/auth/types';

const stored: AuthSession = { userId: 'u1', authToken: 't1', refreshToken: 'r1', isAnonymous: true };
const profile = { user_id: 'u1' } as UserProfile;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const NO_ANSWER = new Error('connection dropped');

/** An auth actor already logged in, whose refresh the test completes by hand. */
async function loggedIn() {
  const refreshes: Array<ReturnType<typeof deferred<AuthSession>>> = [];
  const machine = authMachine.provide({
    actors: {
      checkUserStatus: fromPromise<unknown, { session: AuthSession }>(async () => ({})),
      fetchProfile: fromPromise<UserProfile | null, { session: AuthSession }>(async () => profile),
      anonymousLogin: fromPromise<AuthSession, void>(() => new Promise(() => {})),
      refreshSession: fromPromise<AuthSession, { session: AuthSession }>(() => {
        const d = deferred<AuthSession>();
        refreshes.push(d);
        return d.promise;
      }),
    },
    actions: { persistSession: () => {}, notifyLoginFailed: () => {} },
    // A refresh that rejects with NO_ANSWER got no answer; any other error is the server's refusal.
    guards: { noAnswer: (_, { error }) => error === NO_ANSWER },
  });
  const actor = createActor(machine, { input: { stored } }).start();
  await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
  return { actor, refreshes, coordinator: createRefreshCoordinator(actor) };
}

describe('single-flight token refresh', () => {
  it('many requests rejected at once cause exactly one refresh, and each is replayed once with the new token', async () => {
    const { refreshes, coordinator } = await loggedIn();
    const waiting = Array.from({ length: 8 }, () => coordinator.requestTokenRefresh('t1'));
    expect(refreshes).toHaveLength(1);
    refreshes[0]?.resolve({ ...stored, authToken: 't2', refreshToken: 'r2' });
    await expect(Promise.all(waiting)).resolves.toEqual(Array(8).fill('t2'));
    expect(refreshes).toHaveLength(1);
  });

  it('a rejection that arrives after the refresh (old token) is answered at once, without a second refresh', async () => {
    const { refreshes, coordinator } = await loggedIn();
    const first = coordinator.requestTokenRefresh('t1');
    refreshes[0]?.resolve({ ...stored, authToken: 't2', refreshToken: 'r2' });
    await expect(first).resolves.toBe('t2');
    await expect(coordinator.requestTokenRefresh('t1')).resolves.toBe('t2');
    expect(refreshes).toHaveLength(1);
  });

  it('a failed refresh fails every waiting request cleanly', async () => {
    const { actor, refreshes, coordinator } = await loggedIn();
    const waiting = Array.from({ length: 5 }, () => coordinator.requestTokenRefresh('t1'));
    refreshes[0]?.reject(new Error('refresh token revoked'));
    const results = await Promise.allSettled(waiting);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenRefreshFailedError)).toBe(true);
    expect(actor.getSnapshot().context.waiters).toEqual([]);
    // SPEC §4 step 4: after a failed refresh the flow logs in anonymously again.
    expect(actor.getSnapshot().value).toBe('loggingInAnonymously');
  });

  it('a refresh that got no answer fails every waiting request and stays logged in with the same session', async () => {
    const { actor, refreshes, coordinator } = await loggedIn();
    const waiting = Array.from({ length: 3 }, () => coordinator.requestTokenRefresh('t1'));
    refreshes[0]?.reject(NO_ANSWER);
    const results = await Promise.allSettled(waiting);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenRefreshFailedError)).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
    expect(actor.getSnapshot().context.session).toEqual(stored);
    // The next rejected request refreshes again.
    const next = coordinator.requestTokenRefresh('t1');
    expect(refreshes).toHaveLength(2);
    refreshes[1]?.resolve({ ...stored, authToken: 't2', refreshToken: 'r2' });
    await expect(next).resolves.toBe('t2');
  });

  it('a new expiry after a completed refresh starts a new (single) refresh', async () => {
    const { refreshes, coordinator } = await loggedIn();
    const first = coordinator.requestTokenRefresh('t1');
    refreshes[0]?.resolve({ ...stored, authToken: 't2', refreshToken: 'r2' });
    await first;
    const second = [coordinator.requestTokenRefresh('t2'), coordinator.requestTokenRefresh('t2')];
    expect(refreshes).toHaveLength(2);
    refreshes[1]?.resolve({ ...stored, authToken: 't3', refreshToken: 'r3' });
    await expect(Promise.all(second)).resolves.toEqual(['t3', 't3']);
  });
});

/**
 * The coordinator against a stand-in auth actor that answers requests one by one, as the real one
 * does when some requests carry an older token: each request hears only its own answer.
 */
describe('each waiting request hears only its own answer', () => {
  type Listener = (event: { requestIds: string[]; token?: string }) => void;
  function standInAuth() {
    const listeners = new Map<string, Set<Listener>>();
    const sent: Array<{ requestId: string; token: string | null }> = [];
    const actor = {
      send: (event: { requestId: string; token: string | null }) =>
        sent.push({ requestId: event.requestId, token: event.token }),
      on: (type: string, listener: Listener) => {
        const set = listeners.get(type) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(type, set);
        return { unsubscribe: () => set.delete(listener) };
      },
    };
    const emit = (type: 'tokenRefreshed' | 'refreshFailed', event: { requestIds: string[]; token?: string }) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
    };
    const listening = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
    return { actor: actor as unknown as Parameters<typeof createRefreshCoordinator>[0], sent, emit, listening };
  }

  const settled = async (promise: Promise<unknown>) => {
    let state = 'pending';
    promise.then(
      () => (state = 'resolved'),
      () => (state = 'rejected'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return state;
  };

  it('an answer for one request leaves the other waiting; a failure for the other rejects only it', async () => {
    const auth = standInAuth();
    const coordinator = createRefreshCoordinator(auth.actor);
    const first = coordinator.requestTokenRefresh('t-old');
    const second = coordinator.requestTokenRefresh('t1');
    expect(auth.sent.map((e) => e.token)).toEqual(['t-old', 't1']);
    const [firstId, secondId] = auth.sent.map((e) => e.requestId);
    expect(firstId).not.toBe(secondId);

    auth.emit('tokenRefreshed', { requestIds: [firstId!], token: 't1' });
    await expect(first).resolves.toBe('t1');
    expect(await settled(second)).toBe('pending');

    auth.emit('refreshFailed', { requestIds: [firstId!] });
    expect(await settled(second)).toBe('pending');

    auth.emit('refreshFailed', { requestIds: [secondId!] });
    const failure = await second.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenRefreshFailedError);
    expect(failure).toMatchObject({
      name: 'TokenRefreshFailedError',
      message: 'The auth token could not be refreshed',
    });
  });

  it('stops listening once a request has its answer, so a later answer cannot reach it twice', async () => {
    const auth = standInAuth();
    const coordinator = createRefreshCoordinator(auth.actor);
    const request = coordinator.requestTokenRefresh('t1');
    expect(auth.listening()).toBe(2);
    const requestId = auth.sent[0]!.requestId;
    auth.emit('tokenRefreshed', { requestIds: [requestId], token: 't2' });
    await expect(request).resolves.toBe('t2');
    expect(auth.listening()).toBe(0);

    const failing = coordinator.requestTokenRefresh('t2');
    auth.emit('refreshFailed', { requestIds: [auth.sent[1]!.requestId] });
    await expect(failing).rejects.toBeInstanceOf(TokenRefreshFailedError);
    expect(auth.listening()).toBe(0);
  });
});
