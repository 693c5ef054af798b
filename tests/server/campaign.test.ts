/**
 * Campaign rules over real HTTP on a loopback port: spins with daily and remaining counts, idempotency
 * keys, the prize weights, rewarded ads credited only by the ad network's callback, event windows,
 * the contact form's deadline, the easter egg and summer tasks claimed once, the rank's shared places.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AD_REWARD_CALLBACK_PATH,
  claimEasterEgg,
  claimSummerTask,
  getAdResult,
  getEasterEgg,
  getPrizeRecord,
  getSpinStatus,
  getSummerHistory,
  getSummerOverview,
  getSummerRank,
  spinWheel,
  startRewardAd,
  submitPrizeContact,
  getCampaignEvent,
  getSummerCollection,
} from '../../src/api/contract/campaign';
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import { getGemRecord } from '../../src/api/contract/records';
import { getGemBalance } from '../../src/api/contract/user';
import { CampaignSeedIds, wheelPrizes } from '../../server/seed/campaign';
import { pickByWeight, secureUniform } from '../../server/services/spins';
import { loginAs, loginWithPhone, startListening, type ApiClient, type TestApi, startInProcess } from './support';
import { SeedIds } from '../../server/seed/ids';
import { eggSpotOf } from '../../server/routes/summer';

const DAY = 24 * 60 * 60 * 1000;
let NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
let t: TestApi & { baseUrl: string };
const client = (): ApiClient => t.newClient({ now: () => Math.floor(NOW / 1000) });
const ev = CampaignSeedIds.events;
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const key = () => randomUUID();
const contact = {
  recipient_name: 'Robin Lee',
  phone: '+1 555 0100',
  email: 'robin@example.com',
  discord: 'robin_lee',
  mailing_address: '1 Main Street, Springfield 12345',
};

beforeAll(async () => {
  t = await startListening({ now: () => NOW });
});
afterAll(() => t.close());
beforeEach(async () => {
  NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
  await t.control.reset();
});

const phones = new WeakMap<ApiClient, string>();
async function freshUser(): Promise<ApiClient> {
  const c = client();
  const phone = `+1201${Math.floor(Math.random() * 8e6 + 2e6)}`;
  phones.set(c, phone);
  await loginWithPhone(c, phone);
  return c;
}
/** Moves the server's clock; tokens last 2 hours, so the caller logs in again. */
async function later(ms: number, c: ApiClient): Promise<void> {
  NOW += ms;
  const phone = phones.get(c);
  if (phone) await loginWithPhone(c, phone);
  else await loginAs(c, 'viewer');
}

describe('spins', () => {
  it('a new day starts with 3 spins; each spin spends one and the server names the prize', async () => {
    const c = await freshUser();
    const status = await c.call(getSpinStatus, { event_id: ev.spin });
    expect(status).toMatchObject({ daily_spins: 3, remaining_spins: 3, last_result: null });
    expect(status.prizes.map((p) => p.prize_id)).toEqual(wheelPrizes.map((p) => p.prize_id));
    const first = await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    expect(first.remaining_spins).toBe(2);
    expect(wheelPrizes.map((p) => p.prize_id)).toContain(first.result.prize.prize_id);
    expect((await c.call(getSpinStatus, { event_id: ev.spin })).last_result?.record_id).toBe(first.result.record_id);
  });

  it('50 parallel spins with 1 spin left: exactly one succeeds', async () => {
    const c = await freshUser();
    await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => c.statusOf(spinWheel, { event_id: ev.spin, idempotency_key: key() })),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, CampaignStatusCode.NoSpinsLeft)).toBe(49);
    const status = await c.call(getSpinStatus, { event_id: ev.spin });
    expect(status.remaining_spins).toBe(0);
  });

  it('a repeated idempotency key answers the same result and spends one spin, even 50 times at once', async () => {
    const c = await freshUser();
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.call(spinWheel, { event_id: ev.spin, idempotency_key: k })),
    );
    expect(new Set(answers.map((a) => a.result.record_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.result.prize.prize_id)).size).toBe(1);
    expect((await c.call(getSpinStatus, { event_id: ev.spin })).remaining_spins).toBe(2);
    // The key cannot be replayed on another wheel.
    expect(await c.statusOf(spinWheel, { event_id: ev.grid, idempotency_key: k })).toBe(
      CampaignStatusCode.IdempotencyKeyReused,
    );
  });

  it('gems won are credited at once and expire 180 days after grant', async () => {
    const c = await freshUser();
    for (let i = 0; i < 3; i += 1) {
      const { result } = await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
      if (result.prize.kind === 'gems') {
        expect(result.expires_at_ms).toBe(NOW + 180 * DAY);
        expect(result.status).toBe('credited');
      }
      if (result.prize.kind === 'physical') expect(result.status).toBe('to_claim');
    }
    const status = await c.call(getSpinStatus, { event_id: ev.spin });
    const gems = status.my_prizes.filter((p) => p.prize.kind === 'gems').reduce((sum, p) => sum + p.prize.amount, 0);
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems);
    // The gems record says where they came from.
    const grants = (await c.call(getGemRecord, {})).grants;
    expect(grants.map((g) => g.source)).toEqual(grants.map(() => 'spin'));
  });

  it('the spins come back the next UTC day', async () => {
    const c = await freshUser();
    for (let i = 0; i < 3; i += 1) await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    expect(await c.statusOf(spinWheel, { event_id: ev.spin, idempotency_key: key() })).toBe(
      CampaignStatusCode.NoSpinsLeft,
    );
    await later(DAY, c);
    expect((await c.call(getSpinStatus, { event_id: ev.spin })).remaining_spins).toBe(3);
  });

  it('event windows: not started, closed for now, ended', async () => {
    const c = await freshUser();
    expect(await c.statusOf(spinWheel, { event_id: ev.spinUpcoming, idempotency_key: key() })).toBe(
      CampaignStatusCode.EventNotStarted,
    );
    expect(await c.statusOf(spinWheel, { event_id: ev.spinPaused, idempotency_key: key() })).toBe(
      CampaignStatusCode.EventPaused,
    );
    expect(await c.statusOf(spinWheel, { event_id: ev.spinEnded, idempotency_key: key() })).toBe(
      CampaignStatusCode.EventEnded,
    );
    expect((await c.call(getSpinStatus, { event_id: ev.spinUpcoming })).event.phase).toBe('not_started');
    await later(2 * 60 * 60 * 1000, c);
    expect((await c.call(getSpinStatus, { event_id: ev.spinUpcoming })).event.phase).toBe('running');
    expect(await c.statusOf(spinWheel, { event_id: ev.spinUpcoming, idempotency_key: key() })).toBe(StatusCode.Success);
  });
});

describe('prize weights', () => {
  it('10,000 draws follow the weights (chi-square within the 99 % bound)', () => {
    const n = 10_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i += 1) {
      const prize = pickByWeight(wheelPrizes, secureUniform());
      seen.set(prize.prize_id, (seen.get(prize.prize_id) ?? 0) + 1);
    }
    const total = wheelPrizes.reduce((s, p) => s + p.weight, 0);
    const chi = wheelPrizes.reduce((s, p) => {
      const expected = (n * p.weight) / total;
      return s + ((seen.get(p.prize_id) ?? 0) - expected) ** 2 / expected;
    }, 0);
    // 8 slices: 7 degrees of freedom; the 99 % quantile of chi-square(7) is 18.475.
    expect(wheelPrizes).toHaveLength(8);
    expect(chi).toBeLessThan(18.475);
  });

  it('a slice with weight 0 is never drawn', () => {
    const prizes = [
      { id: 'a', weight: 0 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 0 },
    ];
    for (const u of [0, 0.5, 0.999999]) expect(pickByWeight(prizes, u).id).toBe('b');
  });
});

describe('rewarded ads', () => {
  const callback = (sessionId: string, rewarded = true) =>
    fetch(`${t.baseUrl}${AD_REWARD_CALLBACK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ad_session_id: sessionId, rewarded }),
    });

  it('spins are added only by the ad network’s callback, once per ad', async () => {
    const c = await freshUser();
    for (let i = 0; i < 3; i += 1) await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    const { ad_session_id } = await c.call(startRewardAd, { event_id: ev.spin });
    expect(await c.call(getAdResult, { event_id: ev.spin, ad_session_id })).toMatchObject({
      spins_added: 0,
      remaining_spins: 0,
    });
    await Promise.all(Array.from({ length: 50 }, () => callback(ad_session_id)));
    expect(await c.call(getAdResult, { event_id: ev.spin, ad_session_id })).toMatchObject({
      spins_added: 1,
      remaining_spins: 1,
      ad_spins_left: 2,
    });
  });

  it('an ad without reward adds nothing; another user cannot read the session', async () => {
    const c = await freshUser();
    const { ad_session_id } = await c.call(startRewardAd, { event_id: ev.spin });
    await callback(ad_session_id, false);
    expect((await c.call(getAdResult, { event_id: ev.spin, ad_session_id })).spins_added).toBe(0);
    const other = await freshUser();
    expect(await other.statusOf(getAdResult, { event_id: ev.spin, ad_session_id })).toBe(
      CampaignStatusCode.AdSessionInvalid,
    );
  });

  it('at most 3 ads a day add spins', async () => {
    const c = await freshUser();
    for (let i = 0; i < 3; i += 1) await callback((await c.call(startRewardAd, { event_id: ev.spin })).ad_session_id);
    expect(await c.statusOf(startRewardAd, { event_id: ev.spin })).toBe(CampaignStatusCode.AdSessionInvalid);
    expect((await c.call(getSpinStatus, { event_id: ev.spin })).remaining_spins).toBe(6);
  });
});

describe('prize records and the contact form', () => {
  it('is sent once before the deadline; a repeat with the same key answers the same; 50 parallel sends store one', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const before = await c.call(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord });
    expect(before.record.status).toBe('to_claim');
    const k = key();
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        c.statusOf(submitPrizeContact, {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: i < 25 ? k : key(),
          contact,
        }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBeGreaterThanOrEqual(1);
    expect(count(codes, StatusCode.Success) + count(codes, CampaignStatusCode.ContactAlreadySent)).toBe(50);
    const after = await c.call(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord });
    expect(after.record.status).toBe('submitted');
    expect(after.contact).toMatchObject({ recipient_name: 'Robin Lee', email: 'robin@example.com' });
  });

  it('after the deadline the form is closed and the gift forfeited', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    expect((await c.call(getPrizeRecord, { record_id: CampaignSeedIds.forfeitedPrizeRecord })).record.status).toBe(
      'forfeited',
    );
    expect(
      await c.statusOf(submitPrizeContact, {
        record_id: CampaignSeedIds.forfeitedPrizeRecord,
        idempotency_key: key(),
        contact,
      }),
    ).toBe(CampaignStatusCode.ClaimClosed);
    await later(6 * DAY, c);
    expect((await c.call(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord })).record.status).toBe(
      'forfeited',
    );
    expect(
      await c.statusOf(submitPrizeContact, {
        record_id: CampaignSeedIds.openPrizeRecord,
        idempotency_key: key(),
        contact,
      }),
    ).toBe(CampaignStatusCode.ClaimClosed);
  });

  it('another user’s record is not found', async () => {
    const c = await freshUser();
    expect(await c.statusOf(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord })).toBe(
      CampaignStatusCode.PrizeRecordInvalid,
    );
  });
});

describe('easter egg', () => {
  it('is claimed once per user under 50 parallel taps; a wrong spot finds nothing', async () => {
    const c = await freshUser();
    const { egg_spot, claimed } = await c.call(getEasterEgg, { event_id: ev.easterEgg });
    expect(claimed).toBe(false);
    expect(await c.statusOf(claimEasterEgg, { event_id: ev.easterEgg, egg_spot: (egg_spot + 1) % 6 })).toBe(
      CampaignStatusCode.EggInvalid,
    );
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => c.statusOf(claimEasterEgg, { event_id: ev.easterEgg, egg_spot })),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, CampaignStatusCode.EggAlreadyClaimed)).toBe(49);
    expect((await c.call(getEasterEgg, { event_id: ev.easterEgg })).claimed).toBe(true);
    expect((await c.call(getGemBalance, {})).total_gems).toBe(25);
    expect((await c.call(getGemRecord, {})).grants).toMatchObject([{ amount: 25, source: 'easter_egg' }]);
  });

  it('cannot be claimed outside the event window', async () => {
    const c = await freshUser();
    const { egg_spot } = await c.call(getEasterEgg, { event_id: ev.easterEggEnded });
    expect(await c.statusOf(claimEasterEgg, { event_id: ev.easterEggEnded, egg_spot })).toBe(
      CampaignStatusCode.EventEnded,
    );
  });
});

describe('summer', () => {
  it('a finished task is claimed once (50 parallel claims), an unfinished one is refused', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const overview = await c.call(getSummerOverview, {});
    expect(overview.tasks.find((task) => task.task_id === 'task_collect_npc_3')).toMatchObject({
      progress: 1,
      target: 3,
      status: 'in_progress',
    });
    expect(overview.tasks.find((task) => task.task_id === 'task_collect_fm_3')).toMatchObject({
      progress: 3,
      target: 3,
      status: 'claimable',
    });
    expect(await c.statusOf(claimSummerTask, { task_id: 'task_collect_npc_3' })).toBe(CampaignStatusCode.TaskNotDone);
    for (let i = 0; i < 3; i += 1) await c.call(spinWheel, { event_id: ev.spin, idempotency_key: key() });
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => c.statusOf(claimSummerTask, { task_id: 'task_spin_3' })),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, CampaignStatusCode.TaskAlreadyClaimed)).toBe(49);
    expect((await c.call(getSummerHistory, {})).records.map((r) => r.name)).toEqual(['task_spin_3']);
    expect((await c.call(getGemRecord, {})).grants.filter((g) => g.source === 'summer')).toHaveLength(1);
  });

  it('the rank pages in twenties, ties share a place, and the caller sees their own place', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const first = await c.call(getSummerRank, { offset: 0 });
    expect(first.entries).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const places = first.entries.map((e) => e.rank);
    expect(places.slice(0, 4)).toEqual([1, 2, 3, 3]);
    expect(first.me).toMatchObject({ user_id: 'u_viewer', score: 2300 });
    const second = await c.call(getSummerRank, { offset: 20 });
    expect(second.has_more).toBe(false);
    expect(second.entries.length).toBe(7);
  });
});

/**
 * Campaign calls at their edges. Each test starts its own API, so the routes are mounted inside the test
 * (what a mutation run can see) and the clock is the test's.
 */
describe('campaign edges', () => {
  const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
  const contact = {
    recipient_name: 'Robin Lee',
    phone: '+1 555 0100',
    email: 'robin@example.com',
    discord: 'robin_lee',
    mailing_address: '1 Main Street, Springfield 12345',
  };

  async function withApi(
    check: (t: TestApi, now: { ms: number }) => Promise<void>,
    env: Record<string, string> = {},
  ): Promise<void> {
    const now = { ms: NOW };
    const t = startInProcess({ now: () => now.ms, env });
    try {
      await check(t, now);
    } finally {
      await t.close();
    }
  }

  const post = (t: TestApi, path: string, body: unknown) =>
    t.api.fetch(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  describe('the prize contact form', () => {
    it('answers a repeat of the same submission as the first, and refuses the key with another contact or another key', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginAs(c, 'viewer');
        const first = randomUUID();
        const sent = await c.call(submitPrizeContact, {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: first,
          contact,
        });
        expect(sent.record.status).toBe('submitted');
        const repeat = await c.call(submitPrizeContact, {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: first,
          contact,
        });
        expect(repeat.contact.recipient_name).toBe('Robin Lee');
        expect(repeat.record.status).toBe('submitted');
        // The same key with other details is another intent under an old key: refused, the first details kept.
        expect(
          await c.statusOf(submitPrizeContact, {
            record_id: CampaignSeedIds.openPrizeRecord,
            idempotency_key: first,
            contact: { ...contact, recipient_name: 'Someone Else' },
          }),
        ).toBe(CampaignStatusCode.IdempotencyKeyReused);
        expect(
          await c.statusOf(submitPrizeContact, {
            record_id: CampaignSeedIds.openPrizeRecord,
            idempotency_key: randomUUID(),
            contact,
          }),
        ).toBe(CampaignStatusCode.ContactAlreadySent);
        expect(
          (await c.call(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord })).contact?.recipient_name,
        ).toBe('Robin Lee');
      }));

    it('closes at the deadline’s millisecond: open 1 ms before, forfeited at it', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginAs(c, 'viewer');
        const due = async (deadlineInMs: number) => {
          const answer = await post(t, '/__control/campaign/prize_record', {
            user_id: SeedIds.users.viewer,
            deadline_in_ms: deadlineInMs,
          });
          expect(answer.status).toBe(200);
          return ((await answer.json()) as { record_id: string }).record_id;
        };
        const atDeadline = await due(0);
        const justBefore = await due(1);
        expect(atDeadline).not.toBe(justBefore);
        expect((await c.call(getPrizeRecord, { record_id: atDeadline })).record.status).toBe('forfeited');
        expect(
          await c.statusOf(submitPrizeContact, { record_id: atDeadline, idempotency_key: randomUUID(), contact }),
        ).toBe(CampaignStatusCode.ClaimClosed);
        expect((await c.call(getPrizeRecord, { record_id: justBefore })).record.status).toBe('to_claim');
        expect(
          await c.statusOf(submitPrizeContact, { record_id: justBefore, idempotency_key: randomUUID(), contact }),
        ).toBe(0);
      }));

    it('test mode makes a prize record only with a user and a deadline', () =>
      withApi(async (t) => {
        for (const body of [
          {},
          { user_id: SeedIds.users.viewer },
          { deadline_in_ms: 5 },
          { user_id: 7, deadline_in_ms: 5 },
          { user_id: SeedIds.users.viewer, deadline_in_ms: '5' },
        ]) {
          const answer = await post(t, '/__control/campaign/prize_record', body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(await answer.json()).toEqual({
            base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'user_id and deadline_in_ms are required' },
          });
        }
        expect((await post(t, '/__control/campaign/prize_record', 'not json')).status).toBe(400);
      }));

    it('has no prize-record maker outside test mode', () =>
      withApi(
        async (t) => {
          expect(
            (await post(t, '/__control/campaign/prize_record', { user_id: SeedIds.users.viewer, deadline_in_ms: 5 }))
              .status,
          ).toBe(404);
        },
        { TALKIE_API_TEST_MODE: '0' },
      ));
  });

  describe('the spin status', () => {
    it('has no last result before the first spin, then the latest one, and lists only prizes that are something', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginWithPhone(c, '+12015001234');
        const before = await c.call(getSpinStatus, { event_id: CampaignSeedIds.events.spin });
        expect(before.last_result).toBeNull();
        expect(before.my_prizes).toEqual([]);
        expect(before.prizes.length).toBeGreaterThan(1);
        const results = [];
        for (let i = 0; i < 3; i += 1) {
          now.ms += 1000;
          results.push(
            (await c.call(spinWheel, { event_id: CampaignSeedIds.events.spin, idempotency_key: randomUUID() })).result,
          );
        }
        const after = await c.call(getSpinStatus, { event_id: CampaignSeedIds.events.spin });
        expect(after.last_result?.record_id).toBe(results[2]?.record_id);
        expect(after.my_prizes.map((r) => r.record_id).sort()).toEqual(
          results
            .filter((r) => r.prize.kind !== 'none')
            .map((r) => r.record_id)
            .sort(),
        );
        expect(after.remaining_spins).toBe(0);
      }));
  });

  describe('the ad network’s reward callback (stand-in)', () => {
    it('credits a rewarded ad once, credits nothing for an unrewarded one, and refuses a callback without its fields', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginWithPhone(c, '+12015004321');
        const { ad_session_id } = await c.call(startRewardAd, { event_id: CampaignSeedIds.events.spin });
        const unrewarded = await post(t, AD_REWARD_CALLBACK_PATH, { ad_session_id, rewarded: false });
        expect(await unrewarded.json()).toEqual({
          base_resp: { status_code: 0, status_msg: 'success' },
          credited: false,
        });
        const rewarded = await post(t, AD_REWARD_CALLBACK_PATH, { ad_session_id, rewarded: true });
        expect(await rewarded.json()).toEqual({ base_resp: { status_code: 0, status_msg: 'success' }, credited: true });
        for (const body of ['{', { rewarded: true }, { ad_session_id }]) {
          const refused = await post(t, AD_REWARD_CALLBACK_PATH, body);
          expect(await refused.json()).toEqual({
            base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'ad_session_id and rewarded are required' },
          });
        }
      }));

    it('is not there when the stand-in is off', () =>
      withApi(
        async (t) => {
          expect((await post(t, AD_REWARD_CALLBACK_PATH, { ad_session_id: 'x', rewarded: true })).status).toBe(404);
        },
        { TALKIE_API_AD_CALLBACK_STANDIN: '0' },
      ));
  });

  /** A spin of the viewer on the classic wheel, written as the server records it (no contact deadline). */
  const addViewerSpin = (
    t: TestApi,
    spin: { recordId: string; prizeId: string; wonAt: number; gemsExpireAt: number | null },
  ) =>
    t.api.deps.db
      .prepare(
        `INSERT INTO spin_records (record_id, user_id, event_id, prize_id, idempotency_key, won_at, claim_deadline, gems_expire_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
      )
      .run(
        spin.recordId,
        SeedIds.users.viewer,
        CampaignSeedIds.events.spin,
        spin.prizeId,
        `key-${spin.recordId}`,
        spin.wonAt,
        spin.gemsExpireAt,
      );

  describe('a spin that won nothing', () => {
    it('is the last result but not one of the caller’s prizes', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginAs(c, 'viewer');
        addViewerSpin(t, { recordId: 'rec_none_1', prizeId: 'prize_none', wonAt: NOW + 1, gemsExpireAt: null });
        const status = await c.call(getSpinStatus, { event_id: CampaignSeedIds.events.spin });
        expect(status.last_result).toMatchObject({ record_id: 'rec_none_1', prize: { kind: 'none' } });
        expect(status.my_prizes.map((r) => r.record_id)).not.toContain('rec_none_1');
        expect(status.my_prizes.every((r) => r.prize.kind !== 'none')).toBe(true);
      }));
  });

  describe('an event’s window', () => {
    it('is answered with the server’s time, to anyone; an unknown event is not found', () =>
      withApi(async (t) => {
        const c = t.newClient({ now: () => Math.floor(NOW / 1000) });
        const answer = await c.call(getCampaignEvent, { event_id: CampaignSeedIds.events.spin });
        expect(answer.event.event_id).toBe(CampaignSeedIds.events.spin);
        expect(answer.server_time_ms).toBe(NOW);
        expect(await c.statusOf(getCampaignEvent, { event_id: 'event_nope' })).toBe(CampaignStatusCode.EventNotFound);
      }));
  });

  describe('a contact form for a prize that needs none', () => {
    it('is refused for gems won, whose record has no deadline', () =>
      withApi(async (t, now) => {
        const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
        await loginAs(c, 'viewer');
        addViewerSpin(t, {
          recordId: 'rec_gems_1',
          prizeId: 'prize_gems_10',
          wonAt: NOW,
          gemsExpireAt: NOW + 180 * 24 * 60 * 60 * 1000,
        });
        expect(
          await c.statusOf(submitPrizeContact, { record_id: 'rec_gems_1', idempotency_key: randomUUID(), contact }),
        ).toBe(CampaignStatusCode.PrizeRecordInvalid);
      }));
  });
});

/** The summer campaign's overview and collection, on an API per test (routes mounted inside the test). */
describe('summer edges', () => {
  const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);

  async function withClient(who: 'viewer' | 'new', check: (client: ApiClient) => Promise<void>): Promise<void> {
    const t = startInProcess({ now: () => NOW });
    try {
      const client = t.newClient({ now: () => Math.floor(NOW / 1000) });
      if (who === 'viewer') await loginAs(client, 'viewer');
      else await loginWithPhone(client, '+12015009876');
      await check(client);
    } finally {
      await t.close();
    }
  }

  describe('the summer overview', () => {
    it('counts what the caller collected against all there is, and their points', () =>
      withClient('viewer', async (client) => {
        const overview = await client.call(getSummerOverview, {});
        expect(overview.points).toBe(2300);
        expect(overview.collected).toEqual({ fm: 3, fm_total: 5, npc: 1, npc_total: 5 });
      }));

    it('starts a newcomer at 0 points with nothing collected', () =>
      withClient('new', async (client) => {
        const overview = await client.call(getSummerOverview, {});
        expect(overview.points).toBe(0);
        expect(overview.collected).toEqual({ fm: 0, fm_total: 5, npc: 0, npc_total: 5 });
      }));
  });

  describe('the summer collection', () => {
    it('marks exactly the items the caller collected', () =>
      withClient('viewer', async (client) => {
        const { items } = await client.call(getSummerCollection, { kind: 'fm' });
        expect(
          items
            .filter((i) => i.collected)
            .map((i) => i.item_id)
            .sort(),
        ).toEqual(['fm_item_en', 'fm_item_ja', 'fm_item_zh']);
        expect(items.filter((i) => !i.collected)).toHaveLength(2);
        const npcs = await client.call(getSummerCollection, { kind: 'npc' });
        expect(npcs.items.filter((i) => i.collected).map((i) => i.item_id)).toEqual(['npc_item_en']);
        expect(npcs.items.every((i) => i.fm_id === null)).toBe(true);
        // Each item is pictured by its character's avatar.
        for (const item of [...items, ...npcs.items])
          expect(item.image_url).toBe(`http://localhost/weaver/media/avatar/${item.npc_id}.svg`);
      }));
  });

  describe('the easter egg’s spot', () => {
    it('is fixed per user and event, differs between users, and is one of the spots', () => {
      expect(eggSpotOf('u1', 'egg')).toBe(eggSpotOf('u1', 'egg'));
      const spots = new Set(Array.from({ length: 40 }, (_, i) => eggSpotOf(`u${i}`, 'egg')));
      expect(spots.size).toBeGreaterThan(1);
      for (const spot of spots) {
        expect(Number.isInteger(spot)).toBe(true);
        expect(spot).not.toBeLessThan(0);
      }
      expect(
        eggSpotOf('u1', 'egg-a') === eggSpotOf('u1', 'egg-b') && eggSpotOf('u2', 'egg-a') === eggSpotOf('u2', 'egg-b'),
      ).toBe(false);
    });
  });

  describe('the summer tasks', () => {
    it('count the easter egg once it is found, mark a claimed task claimed, and know no other task', () =>
      withClient('new', async (client) => {
        const task = async (id: string) =>
          (await client.call(getSummerOverview, {})).tasks.find((t) => t.task_id === id);
        expect(await task('task_easter_egg')).toMatchObject({ progress: 0, target: 1, status: 'in_progress' });
        const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
        await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
        expect(await task('task_easter_egg')).toMatchObject({ progress: 1, status: 'claimable' });
        expect(await task('task_collect_fm_3')).toMatchObject({ progress: 0, status: 'in_progress' });
        await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
        expect(await task('task_easter_egg')).toMatchObject({ progress: 1, status: 'claimed' });
        expect(await client.statusOf(claimSummerTask, { task_id: 'task_nope' })).toBe(StatusCode.InvalidParam);
      }));
  });

  describe('summer points', () => {
    it('are the gems of the summer rewards a player received: the egg and each claimed task, on the overview and the rank alike', () =>
      withClient('new', async (client) => {
        const spin = CampaignSeedIds.events.spin;
        for (const key of ['points-spin-0001', 'points-spin-0002', 'points-spin-0003'])
          await client.call(spinWheel, { event_id: spin, idempotency_key: key });
        const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
        await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
        await client.call(claimSummerTask, { task_id: 'task_spin_3' });
        await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
        // The egg (25 gems), "Spin the wheel 3 times" (20 gems) and "Find the hidden egg" (10 gems).
        const points = 25 + 20 + 10;
        expect((await client.call(getSummerOverview, {})).points).toBe(points);
        expect((await client.call(getSummerRank, { offset: 0 })).me).toMatchObject({ score: points });
      }));

    it('are not credited twice for a reward claimed twice', () =>
      withClient('new', async (client) => {
        const { egg_spot } = await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg });
        await client.call(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
        await client.statusOf(claimEasterEgg, { event_id: CampaignSeedIds.events.easterEgg, egg_spot });
        await client.call(claimSummerTask, { task_id: 'task_easter_egg' });
        await client.statusOf(claimSummerTask, { task_id: 'task_easter_egg' });
        expect((await client.call(getSummerOverview, {})).points).toBe(25 + 10);
      }));
  });
});
