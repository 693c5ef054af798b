/**
 * Spin wheel (SPEC §3 "Spin: daily and remaining counts", §8 'Failed, No spins added', 'The event is
 * ended for now', 'The event has ended'; DESIGN.md "Campaigns, countdowns and the server clock").
 * The server decides the prize; the page only animates towards the slice the server named. A spin
 * starts only from `ready` (which holds only with spins left); a second tap while spinning has no
 * transition; a retry keeps the attempt's idempotency key, so it spends at most one spin. Extra spins
 * come from a rewarded ad, and only the server adds them: after the ad the page asks the server.
 */
import { assign, setup } from 'xstate';
import { mustProvideAction, mustProvideActor, present, withOutcome } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  AdCheck,
  SpinCounts,
  SpinEventPhase,
  SpinResult,
  SpinStatus,
  SpinWheelContext,
  SpinWheelEvent,
  SpinWheelInput,
} from './types';

/** The longest the page may take to land: a wheel that never reports (a frozen tab) still shows its result. */
export const SPIN_LANDING_MAX_MS = 8000;

const withCounts = (status: SpinStatus | null, counts: SpinCounts): SpinStatus | null =>
  status ? { ...status, ...counts } : null;

export const spinWheelMachine = setup({
  types: {
    context: {} as SpinWheelContext,
    events: {} as SpinWheelEvent,
    input: {} as SpinWheelInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** spin/get_status: event window, counts, slices, last result and prizes won. */
    loadStatus: mustProvideActor<SpinStatus>('loadStatus'),
    /** spin/spin with the attempt's idempotency key; refusals resolve, network errors and timeouts reject. */
    spin: mustProvideActor<SpinResult, { idempotencyKey: string }>('spin'),
    /** spin/start_ad, then the app's preloadRewardAd and watchAd; resolves with the ad session once the ad closed. */
    watchAd: mustProvideActor<{ sessionId: string }>('watchAd'),
    /** spin/ad_result: what the ad network's callback added on the server. */
    checkAd: mustProvideActor<AdCheck, { sessionId: string }>('checkAd'),
  },
  actions: {
    /** Ask for push permission (checkPushPermission, requestPushPermission) so the app reminds the user. */
    remindMe: mustProvideAction('remindMe'),
    setStatus: assign((_, params: { status: SpinStatus }) => ({ status: params.status, spinsAdded: null })),
    startSpin: assign((_, params: { key: string }) => ({ pendingKey: params.key, result: null, spinsAdded: null })),
    setResult: assign(({ context }, params: { won: Extract<SpinResult, { outcome: 'won' }> }) => ({
      result: params.won.record,
      pendingKey: null,
      status: context.status
        ? {
            ...context.status,
            dailySpins: params.won.dailySpins,
            remainingSpins: params.won.remainingSpins,
            lastResult: params.won.record,
            // A miss is the spin's result, never a prize: the server's list leaves it out too, so the list is the same
            // after a reload.
            myPrizes:
              params.won.record.prize.kind === 'none'
                ? context.status.myPrizes
                : [params.won.record, ...context.status.myPrizes],
          }
        : null,
    })),
    setNoSpins: assign(({ context }) => ({
      pendingKey: null,
      status: context.status ? { ...context.status, remainingSpins: 0 } : null,
    })),
    setPhase: assign(({ context }, params: { phase: SpinEventPhase }) => ({
      pendingKey: null,
      status: context.status ? { ...context.status, phase: params.phase } : null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    setAdSession: assign((_, params: { sessionId: string }) => ({ adSessionId: params.sessionId })),
    setAdCheck: assign(({ context }, params: { check: AdCheck }) => ({
      status: context.status
        ? { ...(withCounts(context.status, params.check) as SpinStatus), adSpinsLeft: params.check.adSpinsLeft }
        : null,
      spinsAdded: params.check.spinsAdded,
    })),
  },
  guards: {
    canWatchAds: ({ context }) => context.canWatchAds,
    // Only checked after the status has loaded.
    notStarted: ({ context }) => present(context.status).phase === 'not_started',
    paused: ({ context }) => present(context.status).phase === 'paused',
    ended: ({ context }) => present(context.status).phase === 'ended',
    hasSpins: ({ context }) => present(context.status).remainingSpins > 0,
    won: (_, params: { result: SpinResult }) => params.result.outcome === 'won',
    refusedNoSpins: (_, params: { result: SpinResult }) => params.result.outcome === 'no-spins',
    spinsAdded: (_, params: { check: AdCheck }) => params.check.spinsAdded > 0,
  },
  delays: {
    landingMax: SPIN_LANDING_MAX_MS,
  },
}).createMachine({
  id: 'spinWheel',
  context: ({ input }) => ({
    canWatchAds: input.canWatchAds,
    status: null,
    pendingKey: null,
    result: null,
    adSessionId: null,
    spinsAdded: null,
    failure: null,
  }),
  initial: 'loading',
  meta: {
    description:
      'Spin wheel: the event window, daily and remaining spins, a spin the server decides, rewarded ads for more spins.',
    guards: {
      canWatchAds: {
        label: 'inside the app (ads can play)',
        meaning: 'Rewarded ads play only inside the Talkie app (preloadRewardAd, watchAd).',
      },
      notStarted: {
        label: 'event not started',
        meaning: 'The server says the event window has not opened yet (phase not_started).',
      },
      paused: { label: 'event paused', meaning: 'The server says the event is paused for now (phase paused).' },
      ended: { label: 'event ended', meaning: 'The server says the event is over (phase ended).' },
      hasSpins: { label: 'spins left', meaning: 'The status counts at least one spin left for this user today.' },
      won: { label: 'won a prize', meaning: 'The server decided the spin and named a prize.' },
      refusedNoSpins: {
        label: 'no spins left (server)',
        meaning: 'The server refused the spin because no spin is left, whatever the page showed.',
      },
      spinsAdded: { label: 'the ad added spins', meaning: 'After the ad, the server says it added at least one spin.' },
    },
    events: {
      SPIN: 'The user taps spin (a fresh idempotency key per attempt).',
      LANDED: 'The wheel stopped on the slice of the prize the server named (or highlighted it with reduced motion).',
      CONTINUE: 'The user closes the result or the notice.',
      RETRY: 'The user taps retry on an error.',
      RELOAD: 'The page comes back to the foreground (visible, pageshow).',
      WATCH_AD: 'The user taps "watch an ad for more spins" (inside the app).',
      REMIND: 'The user taps "remind me" on an event not started yet.',
    },
  },
  states: {
    loading: {
      meta: { description: 'Loading the event window, the counts, the slices and the last result.' },
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: {
          target: 'resolving',
          actions: { type: 'setStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      meta: {
        description: 'The status could not be loaded; an error with retry.',
        message: 'Sorry, content loading failed~',
        messageKey: 'common.loadingFailed',
      },
      on: { RETRY: 'loading' },
    },
    resolving: {
      meta: { description: 'Choosing the screen from the event window and the spins left.' },
      always: [
        { guard: 'notStarted', target: 'notStarted' },
        { guard: 'paused', target: 'paused' },
        { guard: 'ended', target: 'ended' },
        { guard: 'hasSpins', target: 'ready' },
        { target: 'noSpins' },
      ],
    },
    notStarted: {
      meta: { description: 'The event has not started: a countdown to its start and "remind me".' },
      on: { REMIND: { actions: 'remindMe' }, RELOAD: 'loading' },
    },
    paused: {
      meta: {
        description: 'The event is closed for now.',
        message: 'The event is ended for now',
        messageKey: 'campaign.eventPaused',
      },
      on: { RELOAD: 'loading' },
    },
    ended: {
      meta: { description: 'The event is over.', message: 'The event has ended', messageKey: 'campaign.eventEnded' },
      on: { RELOAD: 'loading' },
    },
    ready: {
      meta: { description: 'Spins left: the wheel waits for a tap (daily and remaining spins shown).' },
      on: {
        SPIN: {
          target: 'spinning',
          actions: { type: 'startSpin', params: ({ event }) => ({ key: event.idempotencyKey }) },
        },
        RELOAD: 'loading',
      },
    },
    noSpins: {
      meta: {
        description: 'No spins left today; inside the app an ad can add spins.',
        message: 'No spins left today',
        messageKey: 'spin.noSpins',
      },
      on: { WATCH_AD: { guard: 'canWatchAds', target: 'watchingAd' }, RELOAD: 'loading' },
    },
    spinning: {
      meta: { description: 'The wheel turns while the server decides the prize; further taps do nothing.' },
      invoke: {
        id: 'spin',
        src: 'spin',
        input: ({ context }) => ({ idempotencyKey: present(context.pendingKey) }),
        onDone: [
          {
            guard: { type: 'won', params: ({ event }) => ({ result: event.output }) },
            target: 'landing',
            actions: { type: 'setResult', params: ({ event }) => ({ won: withOutcome(event.output, 'won') }) },
          },
          {
            guard: { type: 'refusedNoSpins', params: ({ event }) => ({ result: event.output }) },
            target: 'noSpins',
            actions: 'setNoSpins',
          },
          {
            target: 'resolving',
            actions: {
              type: 'setPhase',
              params: ({ event }) => ({ phase: withOutcome(event.output, 'event-closed').phase }),
            },
          },
        ],
        onError: {
          target: 'spinFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    spinFailed: {
      meta: {
        description: 'No answer to the spin; retry sends the same key (at most one spin is spent).',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: { RETRY: 'spinning', RELOAD: 'loading' },
    },
    landing: {
      meta: { description: 'The wheel eases onto the slice of the prize the server named.' },
      on: { LANDED: 'result' },
      after: { landingMax: 'result' },
    },
    result: {
      meta: { description: 'The prize is shown and announced; counts are the server’s.' },
      on: { CONTINUE: 'resolving', RELOAD: 'loading' },
    },
    watchingAd: {
      meta: { description: 'A rewarded ad plays in the app.' },
      invoke: {
        id: 'watchAd',
        src: 'watchAd',
        onDone: {
          target: 'checkingAd',
          actions: { type: 'setAdSession', params: ({ event }) => ({ sessionId: event.output.sessionId }) },
        },
        onError: {
          target: 'adFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingAd: {
      meta: { description: 'The ad closed: asking the server whether spins were added.' },
      invoke: {
        id: 'checkAd',
        src: 'checkAd',
        input: ({ context }) => ({ sessionId: present(context.adSessionId) }),
        onDone: [
          {
            guard: { type: 'spinsAdded', params: ({ event }) => ({ check: event.output }) },
            target: 'resolving',
            actions: { type: 'setAdCheck', params: ({ event }) => ({ check: event.output }) },
          },
          { target: 'noSpinsAdded', actions: { type: 'setAdCheck', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: {
          target: 'adCheckFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    noSpinsAdded: {
      meta: {
        description: 'The server added nothing for the ad.',
        message: 'Failed, No spins added',
        messageKey: 'spin.noSpinsAdded',
      },
      on: { CONTINUE: 'resolving', WATCH_AD: { guard: 'canWatchAds', target: 'watchingAd' } },
    },
    adFailed: {
      meta: {
        description: 'The ad could not start (no answer from the server).',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: { RETRY: 'watchingAd', CONTINUE: 'resolving' },
    },
    adCheckFailed: {
      meta: {
        description: 'No answer when asking what the ad added; retry asks again for the same ad.',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: { RETRY: 'checkingAd' },
    },
  },
});
