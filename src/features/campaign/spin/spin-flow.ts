/**
 * The spin-wheel machine with the page's real effects: the spin calls of the API (each answer sets
 * the server clock), the app's rewarded ad (preloadRewardAd, watchAd) and the push permission for
 * "remind me". The page never adds spins: after the ad it only asks the server what was added.
 */
import { fromPromise } from 'xstate';
import { spinWheelMachine } from '@machines/spin-wheel/spin-wheel.machine';
import type { AdCheck, SpinEventPhase, SpinRecord, SpinResult, SpinStatus } from '@machines/spin-wheel/types';
import { getAdResult, getSpinStatus, spinWheel, startRewardAd, type PrizeRecord } from '@/api/contract/campaign';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import { isApiError } from '@/services/api/api-error';
import type { AnswerOf } from '@/api/contract/endpoint';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { Bridge } from '@/services/bridge';

export interface SpinFlowDeps {
  readonly client: ApiClient;
  readonly bridge: Bridge;
  readonly eventId: string;
  readonly adScene: string;
  /** "Remind me": the page asks for push permission and says what happened. */
  readonly remindMe: () => void;
  /**
   * The page's own first read of the status (the answer the server's HTML carried, or its request on
   * its way): the machine's first load takes it instead of asking again; later loads ask the server.
   */
  readonly firstStatus?: Promise<SpinStatusAnswer>;
  /** The spin went through (a prize, no spins left, the event closed): its kept key is done with. */
  readonly spinSettled?: () => void;
}

type SpinStatusAnswer = AnswerOf<typeof getSpinStatus>;

/** The machine's view of the server's status answer. */
export function spinStatusOf(s: SpinStatusAnswer): SpinStatus {
  return {
    phase: s.event.phase,
    startsAtMs: s.event.starts_at_ms,
    endsAtMs: s.event.ends_at_ms,
    dailySpins: s.daily_spins,
    remainingSpins: s.remaining_spins,
    prizes: s.prizes.map((p) => ({ prizeId: p.prize_id, kind: p.kind, amount: p.amount, name: p.name })),
    lastResult: s.last_result ? toRecord(s.last_result) : null,
    myPrizes: s.my_prizes.map(toRecord),
    adSpinsLeft: s.ad_spins_left,
  };
}

export function toRecord(r: PrizeRecord): SpinRecord {
  return {
    recordId: r.record_id,
    prize: { prizeId: r.prize.prize_id, kind: r.prize.kind, amount: r.prize.amount, name: r.prize.name },
    status: r.status,
    wonAtMs: r.won_at_ms,
    expiresAtMs: r.expires_at_ms,
    claimDeadlineMs: r.claim_deadline_ms,
  };
}

/** The server's refusals of a spin that the page shows as a screen; anything else is retried. */
const CLOSED: ReadonlyMap<number, SpinEventPhase> = new Map([
  [CampaignStatusCode.EventNotStarted, 'not_started'],
  [CampaignStatusCode.EventPaused, 'paused'],
  [CampaignStatusCode.EventEnded, 'ended'],
]);

/**
 * One spin with its key: the result, or the refusal the page shows as a screen; anything else throws (retried with the
 * same key).
 */
async function spinOnce(client: ApiClient, eventId: string, idempotencyKey: string): Promise<SpinResult> {
  try {
    const r = await callEndpoint(client, spinWheel, { event_id: eventId, idempotency_key: idempotencyKey });
    return { outcome: 'won', record: toRecord(r.result), dailySpins: r.daily_spins, remainingSpins: r.remaining_spins };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status_code === CampaignStatusCode.NoSpinsLeft) return { outcome: 'no-spins' };
    const phase = CLOSED.get(error.status_code);
    if (phase) return { outcome: 'event-closed', phase };
    throw error;
  }
}

export function provideSpinMachine(deps: SpinFlowDeps) {
  const { client, bridge, eventId } = deps;
  let first = deps.firstStatus;
  return spinWheelMachine.provide({
    actors: {
      loadStatus: fromPromise<SpinStatus, void>(async () => {
        const pending = first;
        first = undefined;
        return spinStatusOf(await (pending ?? callEndpoint(client, getSpinStatus, { event_id: eventId })));
      }),
      spin: fromPromise<SpinResult, { idempotencyKey: string }>(async ({ input }) => {
        const result = await spinOnce(client, eventId, input.idempotencyKey);
        deps.spinSettled?.();
        return result;
      }),
      watchAd: fromPromise<{ sessionId: string }, void>(async () => {
        const { ad_session_id } = await callEndpoint(client, startRewardAd, { event_id: eventId });
        // The ad's own outcome is not trusted: whatever the SDK says, the server is asked next.
        try {
          await bridge.call('preloadRewardAd', { ad_scene: deps.adScene });
          await bridge.call('watchAd', { ad_scene: deps.adScene, custom_data: ad_session_id }, { timeoutMs: 120_000 });
        } catch {
          // Closed, skipped or failed: the callback may still have arrived.
        }
        return { sessionId: ad_session_id };
      }),
      checkAd: fromPromise<AdCheck, { sessionId: string }>(async ({ input }) => {
        const r = await callEndpoint(client, getAdResult, { event_id: eventId, ad_session_id: input.sessionId });
        return {
          spinsAdded: r.spins_added,
          dailySpins: r.daily_spins,
          remainingSpins: r.remaining_spins,
          adSpinsLeft: r.ad_spins_left,
        };
      }),
    },
    actions: {
      remindMe: () => queueMicrotask(deps.remindMe),
    },
  });
}
