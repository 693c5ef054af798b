import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { bindInviteCode, claimInvitationReward, getInvitationInfo, getInviter } from '../../src/api/contract/invitation';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, loginWithPhone, startInProcess, type ApiClient } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const codes = SeedIds.inviteCodes;
async function as(who: 'viewer' | 'standardMember' | 'proMember'): Promise<ApiClient> {
  const c = t.newClient();
  await loginAs(c, who);
  return c;
}

describe('invitation info', () => {
  it("shows the user's code, invited friends and rewards in each state", async () => {
    const info = await (await as('viewer')).call(getInvitationInfo, {});
    expect(info).toMatchObject({ invite_code: codes.viewer, invited_count: 2, bound_code: null, gem_expiry_days: 180 });
    const byId = Object.fromEntries(info.rewards.map((r) => [r.reward_id, r.status]));
    expect(byId).toEqual({
      [SeedIds.rewards.receivable]: 'receivable',
      [SeedIds.rewards.received]: 'received',
      [SeedIds.rewards.expired]: 'expired',
    });
  });
});

describe("binding a friend's code", () => {
  it.each([
    ['empty', '   ', StatusCode.InviteCodeEmpty],
    ['malformed', codes.malformed, StatusCode.InviteCodeMalformed],
    ['own code', codes.viewer, StatusCode.InviteCodeOwn],
    ['unknown code', codes.unknown, StatusCode.InviteCodeInvalid],
    ["a banned user's code", codes.banned, StatusCode.InviteCodeInvalid],
    ['expired code', codes.expired, StatusCode.InviteCodeExpired],
  ])('%s is refused with its own code', async (_name, code, status) => {
    expect(await (await as('viewer')).statusOf(bindInviteCode, { invite_code: code })).toBe(status);
  });

  it('binds a valid code (any case), rewards both friends, and refuses a second bind', async () => {
    const friend = t.newClient();
    await loginWithPhone(friend, '+12015100001');
    const bound = await friend.call(bindInviteCode, { invite_code: ` ${codes.creator.es.toLowerCase()} ` });
    expect(bound).toMatchObject({ bound_code: codes.creator.es, inviter_nickname: 'Arce Escribe' });
    expect(bound.reward).toMatchObject({ kind: 'welcome', gems: 50, status: 'receivable' });
    expect((await friend.call(getInvitationInfo, {})).bound_code).toBe(codes.creator.es);
    expect(await friend.statusOf(bindInviteCode, { invite_code: codes.creator.en })).toBe(StatusCode.InviteAlreadyBound);
  });

  it('counts the friend for the inviter', async () => {
    const pro = await as('proMember');
    const before = (await pro.call(getInvitationInfo, {})).invited_count;
    const friend = t.newClient();
    const { user_id: friendId } = await loginWithPhone(friend, '+12015100002');
    await friend.call(bindInviteCode, { invite_code: codes.proMember });
    const after = await pro.call(getInvitationInfo, {});
    expect(after.invited_count).toBe(before + 1);
    const nickname = `Talker ${friendId.slice(-4).toUpperCase()}`;
    expect(after.rewards.some((r) => r.kind === 'invite' && r.status === 'receivable' && r.friend_nickname === nickname)).toBe(true);
  });

  it('stops someone guessing codes: after 10 wrong codes in an hour, risk control (1118010010)', async () => {
    const viewer = await as('viewer');
    for (let i = 0; i < 10; i += 1) {
      expect(await viewer.statusOf(bindInviteCode, { invite_code: `NOPE${String(i).padStart(4, '0')}` })).toBe(StatusCode.InviteCodeInvalid);
    }
    expect(await viewer.statusOf(bindInviteCode, { invite_code: codes.creator.en })).toBe(StatusCode.RiskControl);
  });
});

describe("a friend's invitation link: who invited them, without a real-name login", () => {
  const anonymous = async () => {
    const c = t.newClient();
    await loginAs(c, 'anonymous');
    return c;
  };

  it("names the code's owner and what both get (the friend 50 gems, the inviter 100)", async () => {
    const visitor = await anonymous();
    expect(await visitor.call(getInviter, { invite_code: ` ${codes.viewer.toLowerCase()} ` })).toEqual({ inviter_nickname: 'Robin', welcome_gems: 50, invite_gems: 100 });
  });

  it('refuses unknown, banned, expired and malformed codes alike: nothing tells them apart', async () => {
    const visitor = await anonymous();
    const answers = [];
    for (const code of [codes.unknown, codes.banned, codes.expired, codes.malformed]) {
      answers.push(await visitor.raw(getInviter.path, { invite_code: code }));
    }
    expect(answers.map((answer) => answer.json)).toEqual(Array(4).fill({ base_resp: { status_code: StatusCode.InviteCodeInvalid, status_msg: 'this invitation code is invalid' } }));
  });

  it('stops someone guessing codes: after 10 unknown codes in an hour, risk control, even for a real code', async () => {
    const visitor = await anonymous();
    for (let i = 0; i < 10; i += 1) {
      expect(await visitor.statusOf(getInviter, { invite_code: `NOPE${String(i).padStart(4, '0')}` })).toBe(StatusCode.InviteCodeInvalid);
    }
    expect(await visitor.statusOf(getInviter, { invite_code: codes.viewer })).toBe(StatusCode.RiskControl);
  });

  it("needs the page's session (an anonymous one will do)", async () => {
    expect(await t.newClient().statusOf(getInviter, { invite_code: codes.viewer })).toBe(StatusCode.TokenMissing);
  });
});

describe('claiming a reward', () => {
  it('receives a receivable reward once, adding gems that expire in 180 days', async () => {
    const viewer = await as('viewer');
    const gems = (await viewer.call(getGemBalance, {})).total_gems;
    const claimed = await viewer.call(claimInvitationReward, { reward_id: SeedIds.rewards.receivable });
    expect(claimed.reward.status).toBe('received');
    expect(claimed.total_gems).toBe(gems + 100);
    expect(await viewer.statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable })).toBe(StatusCode.RewardAlreadyReceived);
  });

  it.each([
    ['already received', SeedIds.rewards.received, StatusCode.RewardAlreadyReceived],
    ['expired', SeedIds.rewards.expired, StatusCode.RewardInvalid],
    ['unknown', 'reward_nope', StatusCode.RewardInvalid],
  ])('refuses a reward that is %s', async (_name, rewardId, status) => {
    expect(await (await as('viewer')).statusOf(claimInvitationReward, { reward_id: rewardId })).toBe(status);
  });

  it("refuses someone else's reward", async () => {
    expect(await (await as('proMember')).statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable })).toBe(StatusCode.RewardInvalid);
  });
});
