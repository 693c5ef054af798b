/**
 * Throwaway accounts: anonymous accounts cost nothing to make, so the server limits how many one
 * network and one device make in an hour, and keeps what has a physical value (prizes that ship, and
 * the shipping form) for real-name accounts. And no spin can be steered by the key the client picks.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { spinWheel, submitPrizeContact } from '../../src/api/contract/campaign';
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignSeedIds, wheelPrizes } from '../../server/seed/campaign';
import { findEvent } from '../../server/services/campaign-events';
import { pickByWeight, spinOnce } from '../../server/services/spins';
import { startInProcess, startListening, withSeededDb, type TestApi } from './support';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
const anonymous = (uuid = randomUUID()) => ({ login_type: 5 as const, device_info: { uuid, os: 3 as const } });
const phone = '+1 555 0100';
const contact = {
  recipient_name: 'Robin Lee',
  phone,
  email: 'robin@example.com',
  discord: '',
  mailing_address: '1 Main Street, Springfield',
};

let t: (TestApi & { baseUrl?: string }) | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('new anonymous accounts', () => {
  const phoneUa = (n: number) => ({
    headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14; Phone ${n})`, 'accept-language': 'en-US' },
  });

  it('5 an hour from one device, 30 from one address (the production defaults); logging in again is no new account', async () => {
    const api = await startListening({
      env: { TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '30', TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '5' },
    });
    t = api;
    const sameDevice = await Promise.all(
      Array.from({ length: 8 }, () => api.client.statusOf(login, anonymous(), phoneUa(0))),
    );
    expect(sameDevice.filter((s) => s === StatusCode.Success)).toHaveLength(5);
    expect(sameDevice.filter((s) => s === StatusCode.RiskControl)).toHaveLength(3);

    // 50 accounts at once from one address, each with a device of its own.
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.client.statusOf(login, anonymous(), phoneUa(i + 1))),
    );
    expect(many.filter((s) => s === StatusCode.Success)).toHaveLength(25);

    // A device that already has its account keeps logging in.
    const uuid = randomUUID();
    const fresh = await startListening({ env: { TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '1' } });
    try {
      for (let i = 0; i < 3; i += 1)
        expect(await fresh.client.statusOf(login, anonymous(uuid), phoneUa(0))).toBe(StatusCode.Success);
      expect(await fresh.client.statusOf(login, anonymous(), phoneUa(0))).toBe(StatusCode.RiskControl);
    } finally {
      await fresh.close();
    }
  });

  it('are allowed again an hour later, and the refusal says why', async () => {
    const api = await startListening({ env: { TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '2' } });
    t = api;
    for (let i = 0; i < 2; i += 1) await api.client.call(login, anonymous());
    const refused = await api.client.raw(login.path, anonymous());
    expect(refused.baseResp).toEqual({
      status_code: StatusCode.RiskControl,
      status_msg: 'too many new accounts from this network; try again later',
    });
    await api.control.setClockOffset(HOUR + 1000);
    const later = api.newClient({ now: () => Math.floor((Date.now() + HOUR + 1000) / 1000) });
    expect(await later.statusOf(login, anonymous())).toBe(StatusCode.Success);
  });
});

describe('physical prizes', () => {
  it('never go to an anonymous account', async () => {
    t = startInProcess();
    let physical = 0;
    let spins = 0;
    // 60 anonymous accounts spend their daily spins: 4 % of the wheel is the plush toy.
    for (let a = 0; a < 60; a += 1) {
      const c = t.newClient();
      c.token = (await c.call(login, anonymous())).auth_token;
      for (;;) {
        const answer = await c.raw(spinWheel.path, {
          event_id: CampaignSeedIds.events.spin,
          idempotency_key: randomUUID(),
        });
        if (answer.baseResp?.status_code !== 0) break;
        spins += 1;
        if ((answer.json as { result: { prize: { kind: string } } }).result.prize.kind === 'physical') physical += 1;
      }
    }
    expect(spins).toBeGreaterThanOrEqual(60);
    expect(physical).toBe(0);
  });

  it('ask a real-name login for the shipping form', async () => {
    t = startInProcess();
    const c = t.newClient();
    const anon = await c.call(login, anonymous());
    c.token = anon.auth_token;
    const made = await t.api.fetch(
      new Request('http://localhost/__control/campaign/prize_record', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: anon.user_id, deadline_in_ms: HOUR }),
      }),
    );
    const { record_id } = (await made.json()) as { record_id: string };
    expect(await c.statusOf(submitPrizeContact, { record_id, idempotency_key: randomUUID(), contact })).toBe(
      StatusCode.LoginRequired,
    );
  });
});

describe('a draw', () => {
  it('does not follow from the idempotency key the client picks', () =>
    withSeededDb((db) => {
      db.prepare(
        "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES ('u_attacker', 'n', '', 0, ?)",
      ).run(NOW);
      const event = findEvent(db, CampaignSeedIds.events.spin, 'spin');
      // What an attacker did against the old wheel: search keys offline whose HMAC under the seed in the
      // repository lands on the 500 gems (1.4 % of the wheel), then spin with them.
      const oldDraw = (key: string) => {
        const digest = createHmac('sha256', 'talkie-local-spin-seed').update(`u_attacker\n${key}`).digest();
        return pickByWeight(wheelPrizes, ((digest.readUInt32BE(0) >>> 11) * 2 ** 32 + digest.readUInt32BE(4)) / 2 ** 53)
          .prize_id;
      };
      const chosen: string[] = [];
      for (let i = 0; chosen.length < 30; i += 1) if (oldDraw(`k${i}`) === 'prize_gems_500') chosen.push(`k${i}`);
      let top = 0;
      for (const key of chosen) {
        db.prepare('DELETE FROM spin_days').run();
        if (spinOnce(db, 'u_attacker', event, key, NOW).prize_id === 'prize_gems_500') top += 1;
      }
      // By chance 30 spins land on 1.4 % about 0.4 times; 5 or more happens with odds below one in 100,000.
      expect(top).toBeLessThan(5);
      // The same key again answers the stored draw.
      const first = spinOnce(db, 'u_attacker', event, chosen[0]!, NOW);
      expect(spinOnce(db, 'u_attacker', event, chosen[0]!, NOW).record_id).toBe(first.record_id);
    }, NOW));
});
