/**
 * Campaign calls at their edges. Each test starts its own API, so the routes are mounted inside the test
 * (what a mutation run can see) and the clock is the test's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AD_REWARD_CALLBACK_PATH, getCampaignEvent, getPrizeRecord, getSpinStatus, spinWheel, startRewardAd, submitPrizeContact } from '../../src/api/contract/campaign';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, loginWithPhone, startInProcess, type TestApi } from './support';

const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
const contact = { recipient_name: 'Robin Lee', phone: '+1 555 0100', email: 'robin@example.com', discord: 'robin_lee', mailing_address: '1 Main Street, Springfield 12345' };

async function withApi(check: (t: TestApi, now: { ms: number }) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  const now = { ms: NOW };
  const t = startInProcess({ now: () => now.ms, env });
  try {
    await check(t, now);
  } finally {
    await t.close();
  }
}

const post = (t: TestApi, path: string, body: unknown) =>
  t.api.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

describe('the prize contact form', () => {
  it('answers a repeat of the same submission as the first, and refuses the key with another contact or another key', () =>
    withApi(async (t, now) => {
      const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
      await loginAs(c, 'viewer');
      const first = randomUUID();
      const sent = await c.call(submitPrizeContact, { record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: first, contact });
      expect(sent.record.status).toBe('submitted');
      const repeat = await c.call(submitPrizeContact, { record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: first, contact });
      expect(repeat.contact.recipient_name).toBe('Robin Lee');
      expect(repeat.record.status).toBe('submitted');
      // The same key with other details is another intent under an old key: refused, the first details kept.
      expect(await c.statusOf(submitPrizeContact, { record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: first, contact: { ...contact, recipient_name: 'Someone Else' } })).toBe(
        CampaignStatusCode.IdempotencyKeyReused,
      );
      expect(await c.statusOf(submitPrizeContact, { record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: randomUUID(), contact })).toBe(CampaignStatusCode.ContactAlreadySent);
      expect((await c.call(getPrizeRecord, { record_id: CampaignSeedIds.openPrizeRecord })).contact?.recipient_name).toBe('Robin Lee');
    }));

  it('closes at the deadline’s millisecond: open 1 ms before, forfeited at it', () =>
    withApi(async (t, now) => {
      const c = t.newClient({ now: () => Math.floor(now.ms / 1000) });
      await loginAs(c, 'viewer');
      const due = async (deadlineInMs: number) => {
        const answer = await post(t, '/__control/campaign/prize_record', { user_id: SeedIds.users.viewer, deadline_in_ms: deadlineInMs });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { record_id: string }).record_id;
      };
      const atDeadline = await due(0);
      const justBefore = await due(1);
      expect(atDeadline).not.toBe(justBefore);
      expect((await c.call(getPrizeRecord, { record_id: atDeadline })).record.status).toBe('forfeited');
      expect(await c.statusOf(submitPrizeContact, { record_id: atDeadline, idempotency_key: randomUUID(), contact })).toBe(CampaignStatusCode.ClaimClosed);
      expect((await c.call(getPrizeRecord, { record_id: justBefore })).record.status).toBe('to_claim');
      expect(await c.statusOf(submitPrizeContact, { record_id: justBefore, idempotency_key: randomUUID(), contact })).toBe(0);
    }));

  it('test mode makes a prize record only with a user and a deadline', () =>
    withApi(async (t) => {
      for (const body of [{}, { user_id: SeedIds.users.viewer }, { deadline_in_ms: 5 }, { user_id: 7, deadline_in_ms: 5 }, { user_id: SeedIds.users.viewer, deadline_in_ms: '5' }]) {
        const answer = await post(t, '/__control/campaign/prize_record', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(await answer.json()).toEqual({ base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'user_id and deadline_in_ms are required' } });
      }
      expect((await post(t, '/__control/campaign/prize_record', 'not json')).status).toBe(400);
    }));

  it('has no prize-record maker outside test mode', () =>
    withApi(
      async (t) => {
        expect((await post(t, '/__control/campaign/prize_record', { user_id: SeedIds.users.viewer, deadline_in_ms: 5 })).status).toBe(404);
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
        results.push((await c.call(spinWheel, { event_id: CampaignSeedIds.events.spin, idempotency_key: randomUUID() })).result);
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
      expect(await unrewarded.json()).toEqual({ base_resp: { status_code: 0, status_msg: 'success' }, credited: false });
      const rewarded = await post(t, AD_REWARD_CALLBACK_PATH, { ad_session_id, rewarded: true });
      expect(await rewarded.json()).toEqual({ base_resp: { status_code: 0, status_msg: 'success' }, credited: true });
      for (const body of ['{', { rewarded: true }, { ad_session_id }]) {
        const refused = await post(t, AD_REWARD_CALLBACK_PATH, body);
        expect(await refused.json()).toEqual({ base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'ad_session_id and rewarded are required' } });
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
const addViewerSpin = (t: TestApi, spin: { recordId: string; prizeId: string; wonAt: number; gemsExpireAt: number | null }) =>
  t.api.deps.db
    .prepare(
      `INSERT INTO spin_records (record_id, user_id, event_id, prize_id, idempotency_key, won_at, claim_deadline, gems_expire_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
    )
    .run(spin.recordId, SeedIds.users.viewer, CampaignSeedIds.events.spin, spin.prizeId, `key-${spin.recordId}`, spin.wonAt, spin.gemsExpireAt);

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
      addViewerSpin(t, { recordId: 'rec_gems_1', prizeId: 'prize_gems_10', wonAt: NOW, gemsExpireAt: NOW + 180 * 24 * 60 * 60 * 1000 });
      expect(await c.statusOf(submitPrizeContact, { record_id: 'rec_gems_1', idempotency_key: randomUUID(), contact })).toBe(CampaignStatusCode.PrizeRecordInvalid);
    }));
});
