import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import type { AuthSession } from '@machines/auth/types';
import type { UserProfile } from '@/api/contract/user';
import { runWithOracle, type WorldStepWithFacts } from '../flows/framework/twin/oracle';
import type { Effect, Visit } from '../flows/framework/twin/run-path';
import { authOracle, profileOf } from '../flows/auth/auth.oracle';
import { countActions, describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const stored: AuthSession = { userId: 'u-stored', authToken: 't-stored', refreshToken: 'r-stored', isAnonymous: false };

const profile = profileOf;

let requestCounter = 0;
let tokenCounter = 0;

/** Every rejected request is either still waiting or was answered exactly once. */
function eachWaiterAnsweredOnce({ snapshot, effects }: Visit): void {
  const sent = effects.flatMap((e) =>
    e.kind === 'event' && e.event.type === 'TOKEN_REJECTED'
      ? [(e.event as unknown as { requestId: string }).requestId]
      : [],
  );
  const answers = (id: string) =>
    effects.filter(
      (e): e is Extract<Effect, { kind: 'emit' }> =>
        e.kind === 'emit' && ((e.event as unknown as { requestIds: string[] }).requestIds ?? []).includes(id),
    ).length;
  for (const id of sent) {
    const waiting = snapshot.context.waiters.includes(id) ? 1 : 0;
    expect({ id, times: waiting + answers(id) }).toEqual({ id, times: 1 });
  }
}

const suite = describeMachinePaths('auth', {
  input: (plan) => ({ stored: plan.wants('hasStoredUserId') === false ? null : stored }),
  // Whether a user id is stored changes during a run (a login stores one), so it is decided by the path.
  symbolicGuards: ['hasStoredUserId'],
  outputs: {
    anonymousLogin: () => ({
      userId: 'u-anon',
      authToken: `t-anon-${++tokenCounter}`,
      refreshToken: `r-anon-${tokenCounter}`,
      isAnonymous: true,
    }),
    checkUserStatus: () => ({ status: 'active' }),
    refreshSession: ({ input }) => {
      const { session } = input as { session: AuthSession };
      return { ...session, authToken: `t-refreshed-${++tokenCounter}`, refreshToken: `r-refreshed-${tokenCounter}` };
    },
    fetchProfile: ({ input, plan }) =>
      plan.wants('profileHasUserId') ? profile((input as { session: AuthSession }).session.userId) : null,
  },
  errors: {
    // The server's risk control refusing one more anonymous account, as the API client rejects it.
    anonymousLogin: ({ plan }) =>
      plan.wants('refusedByRiskControl')
        ? { status_code: 1_118_010_010, status_msg: 'too many new accounts from this network; try again later' }
        : new Error('network down'),
  },
  events: {
    TOKEN_REJECTED: ({ snapshot, plan }) => ({
      type: 'TOKEN_REJECTED',
      requestId: `req-${++requestCounter}`,
      token: plan.wants('tokenIsStale') ? 't-older' : (snapshot.context.session?.authToken ?? null),
    }),
    SESSION_REPLACED: () => ({
      type: 'SESSION_REPLACED',
      session: { userId: 'u-real', authToken: 't-native', refreshToken: 'r-native', isAnonymous: false },
    }),
    // Another tab rotated the same user's tokens.
    SESSION_ROTATED: ({ snapshot }) => ({
      type: 'SESSION_ROTATED',
      session: {
        ...(snapshot.context.session ?? stored),
        authToken: `t-other-tab-${++tokenCounter}`,
        refreshToken: `r-other-tab-${tokenCounter}`,
      },
    }),
  },
  everyStep: eachWaiterAnsweredOnce,
  states: {
    'auth.authenticated': ({ snapshot }) => {
      expect(snapshot.context.session).not.toBeNull();
      expect(snapshot.context.profile?.user_id).toBe(snapshot.context.session?.userId);
      expect(snapshot.context.failure).toBeNull();
    },
    'auth.authenticated.ready': ({ snapshot }) => {
      expect(snapshot.context.waiters).toEqual([]);
    },
    'auth.authenticated.refreshing': ({ effects, taken }) => {
      // Exactly one refresh call per refresh cycle, however many requests were rejected.
      const refreshCalls = effects.filter((e) => e.kind === 'invoke' && e.id === 'refreshExpiredToken').length;
      const cycles = taken.filter((id) => id === 'auth.authenticated.ready TOKEN_REJECTED [else]').length;
      expect(refreshCalls).toBe(cycles);
    },
    'auth.loginFailed': ({ snapshot, effects, step }) => {
      expect(snapshot.context.failure).not.toBeNull();
      if (snapshot.context.failure === 'no-answer') {
        // The session whose check or refresh got no answer is kept as it was: nothing saved, no anonymous login.
        const checked = effects.filter((e) => e.kind === 'invoke').at(-1);
        expect(checked).toMatchObject({
          src: expect.stringMatching(/^(checkUserStatus|refreshSession)$/),
          input: { session: snapshot.context.session },
        });
        expect(
          countActions(
            effects.filter((e) => e.step === step),
            'persistSession',
          ),
        ).toBe(0);
      }
      expect(effects.filter((e) => e.kind === 'action' && e.name === 'notifyLoginFailed').at(-1)).toMatchObject({
        params: { failure: snapshot.context.failure },
      });
      expect(snapshot.context.waiters).toEqual([]);
    },
    'auth.fetchingProfile': ({ snapshot, effects }) => {
      expect(snapshot.context.session).not.toBeNull();
      // Whatever produced the session saved it, except a stored session that was still valid.
      const persisted = effects.filter((e) => e.kind === 'action' && e.name === 'persistSession').at(-1);
      if (snapshot.context.session !== stored)
        expect(persisted).toMatchObject({ params: { session: snapshot.context.session } });
    },
    'auth.loggingInAnonymously': ({ effects, step }) => {
      // Step 1 / 4: the anonymous login request went out in this step, and no login-fail callback came with it.
      const now = effects.filter((e) => e.step === step && e.kind !== 'event');
      expect(now.filter((e) => e.kind === 'invoke').map((e) => (e.kind === 'invoke' ? e.src : ''))).toEqual([
        'anonymousLogin',
      ]);
      expect(countActions(now, 'notifyLoginFailed')).toBe(0);
    },
  },
});

describeOracle('auth', suite, authOracle);

describe('auth', () => {
  it('a stored real-name session whose status check and refresh get no answer is kept, and a retry signs the same user in', async () => {
    const calls: string[] = [];
    const persisted: unknown[] = [];
    const notified: unknown[] = [];
    let online = false;
    const lost = new Error('no answer');
    const actor = createActor(
      authMachine.provide({
        actors: {
          anonymousLogin: fromPromise<AuthSession, void>(
            () => (calls.push('anonymousLogin'), Promise.resolve({ ...stored, userId: 'u-anon', isAnonymous: true })),
          ),
          checkUserStatus: fromPromise<unknown, { session: AuthSession }>(
            () => (calls.push('checkUserStatus'), online ? Promise.resolve({}) : Promise.reject(lost)),
          ),
          refreshSession: fromPromise<AuthSession, { session: AuthSession }>(
            () => (calls.push('refreshSession'), Promise.reject(lost)),
          ),
          fetchProfile: fromPromise<UserProfile | null, { session: AuthSession }>(({ input }) =>
            Promise.resolve(profile(input.session.userId)),
          ),
        },
        actions: {
          notifyLoginFailed: (_, params) => void notified.push(params),
          persistSession: (_, params) => void persisted.push(params),
        },
        guards: { noAnswer: (_, { error }) => error === lost },
      }),
      { input: { stored } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(calls).toEqual(['checkUserStatus']);
    expect(actor.getSnapshot().context).toMatchObject({ session: stored, failure: 'no-answer' });
    expect(persisted).toEqual([]);
    expect(notified).toEqual([{ failure: 'no-answer' }]);

    online = true;
    actor.send({ type: 'RETRY' });
    const signedIn = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls).toEqual(['checkUserStatus', 'checkUserStatus']);
    expect(signedIn.context.session).toBe(stored);
    expect(signedIn.context.profile?.user_id).toBe('u-stored');
  });

  it('requests rejected while logging in wait for the login and are then answered once with its token', async () => {
    // Generated paths never continue after a rejection that changes no state, so this sequence is written out.
    const event = (type: string): WorldStepWithFacts => ({ step: { kind: 'event', type, variant: '' }, facts: {} });
    const answer = (src: string, variant = ''): WorldStepWithFacts => ({
      step: { kind: 'reply', id: src, src, ok: true, variant },
      facts: {},
    });
    const steps = [
      event('TOKEN_REJECTED'),
      event('TOKEN_REJECTED'),
      answer('checkUserStatus'),
      answer('anonymousLogin'),
      answer('fetchProfile', 'profileHasUserId'),
    ];
    for (const scenario of authOracle.scenarios) {
      const reports = await runWithOracle(authMachine, steps, scenario, authOracle);
      for (const r of reports) expect(r.observed, r.where).toEqual(r.expected);
      expect(reports.at(-1)?.observed.effects.filter((e) => 'emit' in e)).toEqual([
        {
          emit: {
            type: 'tokenRefreshed',
            token: scenario.input.stored?.userId ? 't-stored' : 't-anon-1',
            requestIds: ['req-1', 'req-2'],
          },
        },
      ]);
    }
  });

  it.each([
    ['nothing (null)', null, 'anonymous-login-failed'],
    ['nothing (undefined)', undefined, 'anonymous-login-failed'],
    ['a bare text', 'offline', 'anonymous-login-failed'],
    [
      'the risk control refusal',
      { status_code: 1_118_010_010, status_msg: 'too many new accounts' },
      'too-many-new-accounts',
    ],
  ])('an anonymous login that rejects with %s ends in the login-fail outcome', async (_what, error, failure) => {
    // Whatever the request rejects with, the page gets the login-fail outcome and its reason, never a broken flow.
    const notified: unknown[] = [];
    const actor = createActor(
      authMachine.provide({
        actors: { anonymousLogin: fromPromise<AuthSession, void>(() => Promise.reject(error)) },
        actions: { notifyLoginFailed: (_, params) => void notified.push(params), persistSession: () => undefined },
      }),
      { input: { stored: null } },
    );
    const problems: unknown[] = [];
    actor.subscribe({ error: (err) => void problems.push(err) });
    actor.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(problems).toEqual([]);
    expect(actor.getSnapshot().value).toBe('loginFailed');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(notified).toEqual([{ failure }]);
  });

  it('defaults throw until the app provides the effects', async () => {
    const { missingImplementations } = await import('@machines/shared/must-provide');
    expect(missingImplementations(authMachine)).toEqual([
      'action:notifyLoginFailed',
      'action:persistSession',
      'actor:anonymousLogin',
      'actor:checkUserStatus',
      'actor:fetchProfile',
      'actor:refreshSession',
      'guard:noAnswer',
    ]);
  });
});
