import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import {
  bindInviteCode,
  claimInvitationReward,
  getInvitationInfo,
  getInviter,
} from '../../src/api/contract/invitation';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, loginWithPhone, startInProcess, type ApiClient, startListening } from './support';
import { randomUUID } from 'node:crypto';
import { login } from '../../src/api/contract/account';
import { DAY_MS } from '../../server/services/clock';
import { issueTokenPair, newFamilyId } from '../../server/services/tokens';
import { createUser } from '../../server/services/users';

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
    expect(await friend.statusOf(bindInviteCode, { invite_code: codes.creator.en })).toBe(
      StatusCode.InviteAlreadyBound,
    );
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
    expect(
      after.rewards.some((r) => r.kind === 'invite' && r.status === 'receivable' && r.friend_nickname === nickname),
    ).toBe(true);
  });

  it('stops someone guessing codes: after 10 wrong codes in an hour, risk control (1118010010)', async () => {
    const viewer = await as('viewer');
    for (let i = 0; i < 10; i += 1) {
      expect(await viewer.statusOf(bindInviteCode, { invite_code: `NOPE${String(i).padStart(4, '0')}` })).toBe(
        StatusCode.InviteCodeInvalid,
      );
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
    expect(await visitor.call(getInviter, { invite_code: ` ${codes.viewer.toLowerCase()} ` })).toEqual({
      inviter_nickname: 'Robin',
      welcome_gems: 50,
      invite_gems: 100,
    });
  });

  it('refuses unknown, banned, expired and malformed codes alike: nothing tells them apart', async () => {
    const visitor = await anonymous();
    const answers = [];
    for (const code of [codes.unknown, codes.banned, codes.expired, codes.malformed]) {
      answers.push(await visitor.raw(getInviter.path, { invite_code: code }));
    }
    expect(answers.map((answer) => answer.json)).toEqual(
      Array(4).fill({
        base_resp: { status_code: StatusCode.InviteCodeInvalid, status_msg: 'this invitation code is invalid' },
      }),
    );
  });

  it('stops someone guessing codes: after 10 unknown codes in an hour, risk control, even for a real code', async () => {
    const visitor = await anonymous();
    for (let i = 0; i < 10; i += 1) {
      expect(await visitor.statusOf(getInviter, { invite_code: `NOPE${String(i).padStart(4, '0')}` })).toBe(
        StatusCode.InviteCodeInvalid,
      );
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
    expect(await viewer.statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable })).toBe(
      StatusCode.RewardAlreadyReceived,
    );
  });

  it.each([
    ['already received', SeedIds.rewards.received, StatusCode.RewardAlreadyReceived],
    ['expired', SeedIds.rewards.expired, StatusCode.RewardInvalid],
    ['unknown', 'reward_nope', StatusCode.RewardInvalid],
  ])('refuses a reward that is %s', async (_name, rewardId, status) => {
    expect(await (await as('viewer')).statusOf(claimInvitationReward, { reward_id: rewardId })).toBe(status);
  });

  it("refuses someone else's reward", async () => {
    expect(
      await (await as('proMember')).statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable }),
    ).toBe(StatusCode.RewardInvalid);
  });
});

/**
 * The invitation campaign against farming: what fake accounts, circles of friends and bursts of
 * invitation-code logins get. Figures pinned here are the documented defaults (server/README.md).
 */
describe('invitation abuse', () => {
  let now = Date.parse('2026-03-02T08:00:00Z');
  const t = startInProcess({ now: () => now });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.control.reset();
    now = Date.parse('2026-03-02T08:00:00Z');
  });

  const codes = SeedIds.inviteCodes;
  const client = (): ApiClient => t.newClient({ now: () => Math.floor(now / 1000) });
  let phones = 0;
  const newPhone = (): string => `+1201${2_000_000 + (phones += 1)}`;

  /** A new real-name account (verification-code login with a number never seen before). */
  async function newFriend(): Promise<ApiClient> {
    const c = client();
    await loginWithPhone(c, newPhone());
    return c;
  }

  const inviteLogin = (code: string, extra: { phone?: string; uuid?: string } = {}) => ({
    login_type: 4 as const,
    device_info: { uuid: extra.uuid ?? randomUUID(), os: 3 as const },
    credential: code,
    ...(extra.phone ? { phone: extra.phone, verify_code: '123456' } : {}),
  });

  async function inviteRewardsOf(who: 'standardMember' | 'proMember'): Promise<number> {
    const c = client();
    await loginAs(c, who);
    return (await c.call(getInvitationInfo, {})).rewards.filter((r) => r.kind === 'invite').length;
  }

  describe('farming with fresh device ids', () => {
    it('20 invitation-code logins without a verified phone number create no account and no reward', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        statuses.push(await client().statusOf(login, inviteLogin(codes.standardMember)));
        now += 2 * 60_000; // spread out: not a burst
      }
      expect(statuses).toEqual(Array(20).fill(StatusCode.InvalidParam));
      expect(await inviteRewardsOf('standardMember')).toBe(0);
    });
  });

  describe('caps per inviter', () => {
    it('new real-name friends earn the inviter at most 5 rewards per UTC day; friends past the cap still get their welcome reward', async () => {
      const welcome: (number | null)[] = [];
      for (let i = 0; i < 7; i += 1) {
        welcome.push(
          (await (await newFriend()).call(bindInviteCode, { invite_code: codes.standardMember })).reward?.gems ?? null,
        );
      }
      expect(welcome).toEqual([50, 50, 50, 50, 50, 50, 50]);
      expect(await inviteRewardsOf('standardMember')).toBe(5);

      now = Date.parse('2026-03-03T00:00:01Z'); // the next UTC day
      await (await newFriend()).call(bindInviteCode, { invite_code: codes.standardMember });
      expect(await inviteRewardsOf('standardMember')).toBe(6);
    });

    it('and at most 50 rewards in all', async () => {
      for (let day = 0; day < 11; day += 1) {
        for (let i = 0; i < 5; i += 1) await (await newFriend()).call(bindInviteCode, { invite_code: codes.proMember });
        now += DAY_MS;
      }
      expect(await inviteRewardsOf('proMember')).toBe(50);
    });
  });

  describe('who counts as a new friend', () => {
    it('an old account binds the code but gets no welcome reward', async () => {
      const viewer = client();
      await loginAs(viewer, 'viewer'); // created 90 days ago
      const bound = await viewer.call(bindInviteCode, { invite_code: codes.creator.en });
      expect(bound).toMatchObject({ bound_code: codes.creator.en, reward: null });
      expect((await viewer.call(getInvitationInfo, {})).rewards.filter((r) => r.kind === 'welcome')).toEqual([]);
    });

    it('a real-name account counts within 24 hours of its creation; after that neither side gets a reward', async () => {
      const [earlyPhone, latePhone] = [newPhone(), newPhone()];
      await loginWithPhone(client(), earlyPhone);
      await loginWithPhone(client(), latePhone);
      now += 23 * 60 * 60_000;
      const early = client();
      await loginWithPhone(early, earlyPhone);
      expect((await early.call(bindInviteCode, { invite_code: codes.standardMember })).reward?.gems).toBe(50);
      now += 2 * 60 * 60_000;
      const late = client();
      await loginWithPhone(late, latePhone);
      expect((await late.call(bindInviteCode, { invite_code: codes.proMember })).reward).toBeNull();
      expect(await inviteRewardsOf('standardMember')).toBe(1);
      expect(await inviteRewardsOf('proMember')).toBe(0);
    });

    it('an invitation-code login with a verified phone number signs up a friend who counts', async () => {
      const c = client();
      const data = await c.call(login, inviteLogin(codes.standardMember, { phone: newPhone() }));
      expect(data.is_new_user).toBe(true);
      c.token = data.auth_token;
      expect((await c.call(getInvitationInfo, {})).rewards).toMatchObject([
        { kind: 'welcome', gems: 50, status: 'receivable' },
      ]);
      expect(await inviteRewardsOf('standardMember')).toBe(1);
    });

    it('an account made for a bare device id by an earlier invitation-code login earns nothing', async () => {
      const { db, config } = t.api.deps;
      const legacy = createUser(db, { isAnonymous: false, credential: `invite:${codes.creator.en}:device-1` }, now);
      const c = client();
      c.token = issueTokenPair(db, legacy.user_id, newFamilyId(), now, config).auth_token;
      expect((await c.call(bindInviteCode, { invite_code: codes.standardMember })).reward).toBeNull();
      expect(await inviteRewardsOf('standardMember')).toBe(0);
    });
  });

  describe('binding in circles', () => {
    it("refuses B binding A's code after A bound B's, with its own status code", async () => {
      const a = await newFriend();
      const b = await newFriend();
      const codeOfA = (await a.call(getInvitationInfo, {})).invite_code;
      const codeOfB = (await b.call(getInvitationInfo, {})).invite_code;
      expect(await a.statusOf(bindInviteCode, { invite_code: codeOfB })).toBe(0);
      expect(await b.statusOf(bindInviteCode, { invite_code: codeOfA })).toBe(StatusCode.InviteCodeMutual);
      expect(StatusCode.InviteCodeMutual).toBe(42006);
    });

    it('refuses longer circles: A bound B, B bound C, so C cannot bind A', async () => {
      const [a, b, c] = [await newFriend(), await newFriend(), await newFriend()];
      const codeOf = async (x: ApiClient) => (await x.call(getInvitationInfo, {})).invite_code;
      await a.call(bindInviteCode, { invite_code: await codeOf(b) });
      await b.call(bindInviteCode, { invite_code: await codeOf(c) });
      expect(await c.statusOf(bindInviteCode, { invite_code: await codeOf(a) })).toBe(StatusCode.InviteCodeMutual);
    });

    it('refuses the seeded viewer binding the code of a friend who joined with the viewer’s code', async () => {
      const viewer = client();
      await loginAs(viewer, 'viewer');
      expect(await viewer.statusOf(bindInviteCode, { invite_code: codes.standardMember })).toBe(
        StatusCode.InviteCodeMutual,
      );
    });
  });

  describe('risk control of invitation-code logins (1118010010)', () => {
    it('stops a burst on one code after 5 within a minute, and lets the code work the next minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push(await client().statusOf(login, inviteLogin(codes.standardMember, { phone: newPhone() })));
      expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl, StatusCode.RiskControl]);
      now += 61_000;
      expect(await client().statusOf(login, inviteLogin(codes.standardMember, { phone: newPhone() }))).toBe(0);
    });

    it('stops one device trying many codes', async () => {
      const uuid = randomUUID();
      const tried = [
        codes.standardMember,
        codes.proMember,
        codes.creator.en,
        codes.creator.zh,
        codes.creator.es,
        codes.creator.pt,
      ];
      const statuses: number[] = [];
      for (const code of tried)
        statuses.push(await client().statusOf(login, inviteLogin(code, { uuid, phone: newPhone() })));
      expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl]);
    });

    it('stops one IP address trying codes from many devices', async () => {
      const listening = await startListening();
      try {
        const tried = [
          codes.standardMember,
          codes.proMember,
          codes.creator.en,
          codes.creator.zh,
          codes.creator.es,
          codes.creator.pt,
        ];
        const statuses: number[] = [];
        for (const code of tried)
          statuses.push(await listening.newClient().statusOf(login, inviteLogin(code, { phone: newPhone() })));
        expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl]);
      } finally {
        await listening.close();
      }
    });
  });
});

/**
 * The invitation campaign at its exact limits, as a caller sees them: a code and a reward at the
 * millisecond they expire, a friend exactly 24 hours old, a bound account trying more codes, a chain
 * of friends as long as the server follows, and accounts that are not real identities.
 */
describe('invitation boundaries', () => {
  const START = Date.parse('2026-03-02T08:00:00Z');
  const HOUR = 60 * 60_000;
  // One clock for server and client, moved by the tests.
  let clock = START;
  const t = startInProcess({ now: () => clock });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = START;
    await t.control.reset();
  });

  let phones = 0;
  /** A new real-name account (phone number credential), created at the current clock. */
  const newAccount = (fields: { credential?: string | null; isAnonymous?: boolean } = {}): string =>
    createUser(
      t.api.deps.db,
      {
        isAnonymous: fields.isAnonymous ?? false,
        credential:
          fields.credential === undefined ? `+1777${String((phones += 1)).padStart(7, '0')}` : fields.credential,
      },
      clock,
    ).user_id;

  /** A client signed in as `userId` at the current clock (a fresh session at each instant a test moves to). */
  function signedInAs(userId: string): ApiClient {
    const c = t.newClient({ now: () => Math.floor(clock / 1000) });
    c.token = issueTokenPair(t.api.deps.db, userId, newFamilyId(), clock, t.api.deps.config).auth_token;
    return c;
  }

  const codeOf = (userId: string): { code: string; expires_at: number } =>
    t.api.deps.db.prepare('SELECT code, expires_at FROM invite_codes WHERE owner_id = ?').get(userId) as {
      code: string;
      expires_at: number;
    };

  describe('an invitation code at its expiry', () => {
    it('binds one millisecond before it expires and is InviteCodeExpired from that instant', async () => {
      const owner = newAccount();
      const { code, expires_at: expiresAt } = codeOf(owner);
      const [late, onTime] = [newAccount(), newAccount()];
      clock = expiresAt;
      expect(await signedInAs(late).statusOf(bindInviteCode, { invite_code: code })).toBe(StatusCode.InviteCodeExpired);
      clock = expiresAt - 1;
      expect((await signedInAs(onTime).call(bindInviteCode, { invite_code: code })).bound_code).toBe(code);
    });
  });

  describe('a reward at its expiry', () => {
    it('is listed as receivable one millisecond before it expires and as expired from that instant', async () => {
      const statusAt = async (at: (expiresAt: number) => number) => {
        const viewer = signedInAs(SeedIds.users.viewer);
        const expiresAt = (await viewer.call(getInvitationInfo, {})).rewards.find(
          (r) => r.reward_id === SeedIds.rewards.receivable,
        )!.expires_at_ms;
        clock = at(expiresAt);
        return (await signedInAs(SeedIds.users.viewer).call(getInvitationInfo, {})).rewards.find(
          (r) => r.reward_id === SeedIds.rewards.receivable,
        )!.status;
      };
      expect(await statusAt((e) => e - 1)).toBe('receivable');
      expect(await statusAt((e) => e)).toBe('expired');
    });

    it('once received, its gems are listed as an invitation grant', async () => {
      const viewer = signedInAs(SeedIds.users.viewer);
      await viewer.call(claimInvitationReward, { reward_id: SeedIds.rewards.receivable });
      const grants = (await viewer.call(getGemBalance, {})).grants;
      expect(grants.filter((g) => g.granted_at_ms === clock)).toMatchObject([{ amount: 100, source: 'invitation' }]);
    });
  });

  describe('a new friend at exactly 24 hours', () => {
    it('counts when its account is exactly 24 hours old, and not one millisecond later', async () => {
      const [exact, late] = [newAccount(), newAccount()];
      clock = START + 24 * HOUR;
      expect(
        (await signedInAs(exact).call(bindInviteCode, { invite_code: SeedIds.inviteCodes.standardMember })).reward
          ?.gems,
      ).toBe(50);
      clock = START + 24 * HOUR + 1;
      expect(
        (await signedInAs(late).call(bindInviteCode, { invite_code: SeedIds.inviteCodes.proMember })).reward,
      ).toBeNull();
    });
  });

  describe('an account that has bound a code', () => {
    it('is told it already has one whatever code it tries next, and those tries are not counted as guesses', async () => {
      const friend = signedInAs(newAccount());
      await friend.call(bindInviteCode, { invite_code: SeedIds.inviteCodes.creator.en });
      const tries = [SeedIds.inviteCodes.unknown, SeedIds.inviteCodes.expired, SeedIds.inviteCodes.banned];
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        for (const code of tries) statuses.push(await friend.statusOf(bindInviteCode, { invite_code: code }));
      expect(statuses).toEqual(Array(12).fill(StatusCode.InviteAlreadyBound));
    });
  });

  describe('how far up a chain of friends a circle is looked for', () => {
    it('refuses a circle 1000 friends long; a chain longer than the 1000 links followed binds', async () => {
      const { db } = t.api.deps;
      // chain[i] joined with the code of chain[i + 1]: 1000 links from chain[0] up to chain[1000].
      const chain = Array.from({ length: 1001 }, () => newAccount());
      const bind = db.prepare(
        'INSERT INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (let i = 0; i < 1000; i += 1) bind.run(chain[i], codeOf(chain[i + 1]!).code, chain[i + 1], clock);
      })();
      const top = signedInAs(chain[1000]!);
      // chain[1] is 999 links below the top: its code closes a circle of 1000.
      expect(await top.statusOf(bindInviteCode, { invite_code: codeOf(chain[1]!).code })).toBe(
        StatusCode.InviteCodeMutual,
      );
      expect(await top.statusOf(bindInviteCode, { invite_code: codeOf(chain[0]!).code })).toBe(0);
    });
  });

  describe('accounts that are not real identities', () => {
    it('a real-name account with no login credential (like the seeded inviter) binds a code but earns nothing', async () => {
      const noCredential = signedInAs(newAccount({ credential: null }));
      expect(
        await noCredential.call(bindInviteCode, { invite_code: SeedIds.inviteCodes.standardMember }),
      ).toMatchObject({
        bound_code: SeedIds.inviteCodes.standardMember,
        reward: null,
      });
      const inviter = signedInAs(SeedIds.users.standardMember);
      expect((await inviter.call(getInvitationInfo, {})).rewards.filter((r) => r.kind === 'invite')).toEqual([]);
    });
  });
});

/**
 * Invitation routes at their edges: only real-name accounts take part, expired codes count toward the
 * guessing limit like unknown ones, and a reward can be received until the instant it expires.
 */
// One clock for server and client, moved by the tests.
describe('invitation edges', () => {
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
        expect(await viewer.statusOf(bindInviteCode, { invite_code: SeedIds.inviteCodes.expired })).toBe(
          StatusCode.InviteCodeExpired,
        );
      }
      expect(await viewer.statusOf(bindInviteCode, { invite_code: SeedIds.inviteCodes.creator.en })).toBe(
        StatusCode.RiskControl,
      );
    });
  });

  describe('a reward at its expiry', () => {
    it('is received one millisecond before it expires, and refused from that instant', async () => {
      const start = clock;
      try {
        const viewer = client();
        await loginAs(viewer, 'viewer');
        const reward = (await viewer.call(getInvitationInfo, {})).rewards.find(
          (r) => r.reward_id === SeedIds.rewards.receivable,
        )!;
        // A login at each instant: the first session's token may not last that long.
        clock = reward.expires_at_ms;
        await loginAs(viewer, 'viewer');
        expect(await viewer.statusOf(claimInvitationReward, { reward_id: reward.reward_id })).toBe(
          StatusCode.RewardInvalid,
        );
        clock = reward.expires_at_ms - 1;
        await loginAs(viewer, 'viewer');
        expect((await viewer.call(claimInvitationReward, { reward_id: reward.reward_id })).reward.status).toBe(
          'received',
        );
      } finally {
        clock = start;
      }
    });
  });
});
