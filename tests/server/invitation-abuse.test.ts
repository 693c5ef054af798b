/**
 * The invitation campaign against farming: what fake accounts, circles of friends and bursts of
 * invitation-code logins get. Figures pinned here are the documented defaults (server/README.md).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { bindInviteCode, getInvitationInfo } from '../../src/api/contract/invitation';
import { SeedIds } from '../../server/seed/ids';
import { DAY_MS } from '../../server/services/clock';
import { issueTokenPair, newFamilyId } from '../../server/services/tokens';
import { createUser } from '../../server/services/users';
import { loginAs, loginWithPhone, startInProcess, startListening, type ApiClient } from './support';

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
      welcome.push((await (await newFriend()).call(bindInviteCode, { invite_code: codes.standardMember })).reward?.gems ?? null);
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
    expect((await c.call(getInvitationInfo, {})).rewards).toMatchObject([{ kind: 'welcome', gems: 50, status: 'receivable' }]);
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
    expect(await viewer.statusOf(bindInviteCode, { invite_code: codes.standardMember })).toBe(StatusCode.InviteCodeMutual);
  });
});

describe('risk control of invitation-code logins (1118010010)', () => {
  it('stops a burst on one code after 5 within a minute, and lets the code work the next minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await client().statusOf(login, inviteLogin(codes.standardMember, { phone: newPhone() })));
    expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl, StatusCode.RiskControl]);
    now += 61_000;
    expect(await client().statusOf(login, inviteLogin(codes.standardMember, { phone: newPhone() }))).toBe(0);
  });

  it('stops one device trying many codes', async () => {
    const uuid = randomUUID();
    const tried = [codes.standardMember, codes.proMember, codes.creator.en, codes.creator.zh, codes.creator.es, codes.creator.pt];
    const statuses: number[] = [];
    for (const code of tried) statuses.push(await client().statusOf(login, inviteLogin(code, { uuid, phone: newPhone() })));
    expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl]);
  });

  it('stops one IP address trying codes from many devices', async () => {
    const listening = await startListening();
    try {
      const tried = [codes.standardMember, codes.proMember, codes.creator.en, codes.creator.zh, codes.creator.es, codes.creator.pt];
      const statuses: number[] = [];
      for (const code of tried) statuses.push(await listening.newClient().statusOf(login, inviteLogin(code, { phone: newPhone() })));
      expect(statuses).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl]);
    } finally {
      await listening.close();
    }
  });
});
