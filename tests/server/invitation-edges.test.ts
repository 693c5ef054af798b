/**
 * Invitation routes at their edges: only real-name accounts take part, expired codes count toward the
 * guessing limit like unknown ones, and a reward can be received until the instant it expires.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { bindInviteCode, claimInvitationReward, getInvitationInfo } from '../../src/api/contract/invitation';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess } from './support';

// One clock for server and client, moved by the tests.
let clock = Date.parse('2026-03-02T08:00:00Z');
const t = startInProcess({ now: () => clock });
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const client = () => t.newClient({ now: () => Math.floor(clock / 1000) });

describe('who takes part', () => {
  it('an anonymous account is asked to log in on every invitation call', async () => {
    const anonymous = client();
    await loginAs(anonymous, 'anonymous');
    expect([
      await anonymous.statusOf(getInvitationInfo, {}),
      await anonymous.statusOf(bindInviteCode, { invite_code: SeedIds.inviteCodes.viewer }),
      await anonymous.statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable }),
    ]).toEqual([StatusCode.LoginRequired, StatusCode.LoginRequired, StatusCode.LoginRequired]);
  });
});

describe('guessing codes', () => {
  it('10 expired codes in an hour count as 10 wrong codes: risk control next', async () => {
    const viewer = client();
    await loginAs(viewer, 'viewer');
    for (let i = 0; i < 10; i += 1) {
      expect(await viewer.statusOf(bindInviteCode, { invite_code: SeedIds.inviteCodes.expired })).toBe(StatusCode.InviteCodeExpired);
    }
    expect(await viewer.statusOf(bindInviteCode, { invite_code: SeedIds.inviteCodes.creator.en })).toBe(StatusCode.RiskControl);
  });
});

describe('a reward at its expiry', () => {
  it('is received one millisecond before it expires, and refused from that instant', async () => {
    const start = clock;
    try {
      const viewer = client();
      await loginAs(viewer, 'viewer');
      const reward = (await viewer.call(getInvitationInfo, {})).rewards.find((r) => r.reward_id === SeedIds.rewards.receivable)!;
      // A login at each instant: the first session's token may not last that long.
      clock = reward.expires_at_ms;
      await loginAs(viewer, 'viewer');
      expect(await viewer.statusOf(claimInvitationReward, { reward_id: reward.reward_id })).toBe(StatusCode.RewardInvalid);
      clock = reward.expires_at_ms - 1;
      await loginAs(viewer, 'viewer');
      expect((await viewer.call(claimInvitationReward, { reward_id: reward.reward_id })).reward.status).toBe('received');
    } finally {
      clock = start;
    }
  });
});
