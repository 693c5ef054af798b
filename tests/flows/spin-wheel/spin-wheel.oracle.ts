/**
 * Spin-wheel oracle, written from SPEC §3 ("Spin: daily and remaining counts"), §8 ('Failed, No
 * spins added', 'The event is ended for now', 'The event has ended') and DESIGN.md "Campaigns,
 * countdowns and the server clock":
 * - the page loads the event window and the counts; a failure shows "content loading failed" with retry;
 * - not started: "remind me" asks the app for push permission; closed for now and ended show their texts;
 * - a spin starts only with spins left, and a tap while the wheel turns does nothing;
 * - each tap carries a fresh idempotency key; a retry after no answer sends the same key;
 * - the page shows the prize the server named and the server's counts, never its own arithmetic;
 * - the wheel lands when the page says so, or after 8 s at most;
 * - an ad is offered only inside the app with no spins left; after it the page asks the server and
 *   shows 'Failed, No spins added' when nothing was added;
 * - coming back to the page reloads, except while a spin or an ad is under way.
 */
import type {
  AdCheck,
  SpinEventPhase,
  SpinRecord,
  SpinResult,
  SpinStatus,
  SpinWheelInput,
} from '@machines/spin-wheel/types';
import type { Expected, FlowOracle, Scenario, WorldEffect, WorldStep } from '../framework/twin/oracle';

type Page =
  | 'loading'
  | 'load-failed'
  | 'not-started'
  | 'paused'
  | 'ended'
  | 'ready'
  | 'no-spins'
  | 'spinning'
  | 'spin-failed'
  | 'landing'
  | 'result'
  | 'watching-ad'
  | 'checking-ad'
  | 'no-spins-added'
  | 'ad-failed'
  | 'ad-check-failed';

interface SpinWorld {
  readonly page: Page;
  /** What the server holds, and what the page last heard from it. */
  readonly serverRemaining: number;
  readonly shownRemaining: number | null;
  readonly phase: SpinEventPhase;
  readonly attempts: number;
  readonly key: string | null;
  readonly prize: string | null;
  readonly spinsAdded: number | null;
  readonly adSession: string | null;
}

interface SpinScenario extends Scenario<SpinWheelInput> {
  readonly phase: SpinEventPhase;
  readonly remaining: number;
  /** The phase the server names when it refuses a spin because the event closed (default: ended). */
  readonly closesAs?: SpinEventPhase | undefined;
}

const DAILY = 3;
const AD_SPINS = 2;
const PRIZE = 'prize_gems_50';
const SESSION = 'ad_session_1';
const LANDING_MAX_MS = 8000;

const scenario = (
  name: string,
  canWatchAds: boolean,
  phase: SpinEventPhase,
  remaining: number,
  closesAs?: SpinEventPhase,
): SpinScenario => ({
  name,
  input: { canWatchAds },
  phase,
  remaining,
  closesAs,
});

const MESSAGES: Partial<Record<Page, string>> = {
  'load-failed': 'common.loadingFailed',
  paused: 'campaign.eventPaused',
  ended: 'campaign.eventEnded',
  'no-spins': 'spin.noSpins',
  'spin-failed': 'common.networkError',
  'no-spins-added': 'spin.noSpinsAdded',
  'ad-failed': 'common.networkError',
  'ad-check-failed': 'common.networkError',
};
const IN_FLIGHT: Partial<Record<Page, string>> = {
  loading: 'loadStatus',
  spinning: 'spin',
  'watching-ad': 'watchAd',
  'checking-ad': 'checkAd',
};

function see(w: SpinWorld, effects: WorldEffect[] = []): Expected<SpinWorld> {
  const message = MESSAGES[w.page];
  const request = IN_FLIGHT[w.page];
  return {
    state: w,
    see: {
      effects,
      messages: message ? [message] : [],
      inFlight: request ? [request] : [],
      timers: w.page === 'landing' ? [LANDING_MAX_MS] : [],
      shown: { remaining: w.shownRemaining, prize: w.prize, spinsAdded: w.spinsAdded },
    },
  };
}

/** The screen for an event phase and the spins the page was told about. */
function screen(w: SpinWorld): SpinWorld {
  const page: Page =
    w.phase === 'not_started'
      ? 'not-started'
      : w.phase === 'paused'
        ? 'paused'
        : w.phase === 'ended'
          ? 'ended'
          : (w.shownRemaining ?? 0) > 0
            ? 'ready'
            : 'no-spins';
  return { ...w, page };
}

const load = (w: SpinWorld): Expected<SpinWorld> => see({ ...w, page: 'loading' }, [{ request: 'loadStatus' }]);
const spin = (w: SpinWorld, key: string): Expected<SpinWorld> =>
  see({ ...w, page: 'spinning', key, prize: null, spinsAdded: null }, [
    { request: 'spin', input: { idempotencyKey: key } },
  ]);
const watch = (w: SpinWorld): Expected<SpinWorld> => see({ ...w, page: 'watching-ad' }, [{ request: 'watchAd' }]);
const check = (w: SpinWorld): Expected<SpinWorld> =>
  see({ ...w, page: 'checking-ad' }, [{ request: 'checkAd', input: { sessionId: w.adSession ?? '' } }]);
const keyOf = (attempt: number): string => `spin-key-${attempt}`;

const record = (recordId: string): SpinRecord => ({
  recordId,
  prize: { prizeId: PRIZE, kind: 'gems', amount: 50, name: '50 gems' },
  status: 'credited',
  wonAtMs: 0,
  expiresAtMs: 180 * 86_400_000,
  claimDeadlineMs: null,
});

function spinAnswer(variant: string, w: SpinWorld, sc: SpinScenario): SpinResult {
  if (variant.startsWith('won'))
    return {
      outcome: 'won',
      record: record(`rec-${w.attempts}`),
      dailySpins: DAILY,
      remainingSpins: Math.max(0, w.serverRemaining - 1),
    };
  if (variant.startsWith('refusedNoSpins')) return { outcome: 'no-spins' };
  return { outcome: 'event-closed', phase: sc.closesAs ?? (sc.phase === 'running' ? 'ended' : sc.phase) };
}

function reply(w: SpinWorld, step: Extract<WorldStep, { kind: 'reply' }>, sc: SpinScenario): Expected<SpinWorld> {
  if (w.page === 'loading' && step.src === 'loadStatus') {
    return step.ok
      ? see(screen({ ...w, shownRemaining: w.serverRemaining, phase: w.phase, spinsAdded: null }))
      : see({ ...w, page: 'load-failed' });
  }
  if (w.page === 'spinning' && step.src === 'spin') {
    if (!step.ok) return see({ ...w, page: 'spin-failed' });
    const answer = spinAnswer(step.variant, w, sc);
    if (answer.outcome === 'won') {
      return see({
        ...w,
        page: 'landing',
        serverRemaining: answer.remainingSpins,
        shownRemaining: answer.remainingSpins,
        prize: PRIZE,
        key: null,
      });
    }
    if (answer.outcome === 'no-spins')
      return see({ ...w, page: 'no-spins', serverRemaining: 0, shownRemaining: 0, key: null });
    return see(screen({ ...w, phase: answer.phase, key: null }));
  }
  if (w.page === 'watching-ad' && step.src === 'watchAd')
    return step.ok ? check({ ...w, adSession: SESSION }) : see({ ...w, page: 'ad-failed' });
  if (w.page === 'checking-ad' && step.src === 'checkAd') {
    if (!step.ok) return see({ ...w, page: 'ad-check-failed' });
    const added = step.variant.startsWith('spinsAdded') ? AD_SPINS : 0;
    const remaining = w.serverRemaining + added;
    const next = { ...w, serverRemaining: remaining, shownRemaining: remaining, spinsAdded: added };
    return see(added > 0 ? screen(next) : { ...next, page: 'no-spins-added' });
  }
  return see(w);
}

const RELOADS_FROM: readonly Page[] = ['not-started', 'paused', 'ended', 'ready', 'no-spins', 'spin-failed', 'result'];

export const spinWheelOracle: FlowOracle<SpinWheelInput, SpinWorld, SpinScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['SPIN', 'LANDED', 'CONTINUE', 'RETRY', 'RELOAD', 'WATCH_AD', 'REMIND'],
  scenarios: [
    scenario('in the app, running, 3 spins left', true, 'running', 3),
    scenario('in a browser, running, 1 spin left', false, 'running', 1),
    scenario('in the app, running, 3 spins left, closed for now while a spin is sent', true, 'running', 3, 'paused'),
    scenario('in the app, running, no spins left', true, 'running', 0),
    scenario('in a browser, no spins left (no ads)', false, 'running', 0),
    scenario('in the app, not started yet', true, 'not_started', 3),
    scenario('in a browser, closed for now', false, 'paused', 3),
    scenario('in the app, ended', true, 'ended', 2),
  ],
  start: (sc) =>
    load({
      page: 'loading',
      serverRemaining: sc.remaining,
      shownRemaining: null,
      phase: sc.phase,
      attempts: 0,
      key: null,
      prize: null,
      spinsAdded: null,
      adSession: null,
    }),
  payload(step, _sc, w) {
    if (step.type === 'SPIN') return { type: 'SPIN', idempotencyKey: keyOf(w.attempts + 1) };
    return { type: step.type };
  },
  answer(step, sc, w): unknown {
    if (!step.ok) return new Error(`${step.src} failed`);
    if (step.src === 'loadStatus') {
      return {
        phase: w.phase,
        startsAtMs: 0,
        endsAtMs: 1,
        dailySpins: DAILY,
        remainingSpins: w.serverRemaining,
        prizes: [],
        lastResult: null,
        myPrizes: [],
        adSpinsLeft: 3,
      } satisfies SpinStatus;
    }
    if (step.src === 'spin') return spinAnswer(step.variant, w, sc);
    if (step.src === 'watchAd') return { sessionId: SESSION };
    const added = step.variant.startsWith('spinsAdded') ? AD_SPINS : 0;
    return {
      spinsAdded: added,
      dailySpins: DAILY,
      remainingSpins: w.serverRemaining + added,
      adSpinsLeft: 2,
    } satisfies AdCheck;
  },
  next(w, step, sc) {
    if (step.kind === 'reply') return reply(w, step, sc);
    if (step.kind === 'wait') return w.page === 'landing' ? see({ ...w, page: 'result' }) : see(w);
    const ev = step.type;
    if (ev === 'RELOAD' && RELOADS_FROM.includes(w.page)) return load(w);
    if (ev === 'RETRY') {
      if (w.page === 'load-failed') return load(w);
      if (w.page === 'spin-failed') return spin(w, w.key ?? '');
      if (w.page === 'ad-failed') return watch(w);
      if (w.page === 'ad-check-failed') return check(w);
    }
    if (ev === 'SPIN' && w.page === 'ready') return spin({ ...w, attempts: w.attempts + 1 }, keyOf(w.attempts + 1));
    if (ev === 'LANDED' && w.page === 'landing') return see({ ...w, page: 'result' });
    if (ev === 'CONTINUE' && (w.page === 'result' || w.page === 'no-spins-added' || w.page === 'ad-failed'))
      return see(screen({ ...w, spinsAdded: w.page === 'result' ? w.spinsAdded : w.spinsAdded }));
    if (ev === 'WATCH_AD' && (w.page === 'no-spins' || w.page === 'no-spins-added') && sc.input.canWatchAds)
      return watch(w);
    if (ev === 'REMIND' && w.page === 'not-started') return see(w, [{ call: 'remindMe' }]);
    return see(w);
  },
  read: (snapshot) => ({
    remaining: (snapshot.context.status as SpinStatus | null)?.remainingSpins ?? null,
    prize: (snapshot.context.result as SpinRecord | null)?.prize.prizeId ?? null,
    spinsAdded: snapshot.context.spinsAdded as number | null,
  }),
};
