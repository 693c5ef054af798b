/**
 * The invitation campaign at its exact limits, as a caller sees them: a code and a reward at the
 * millisecond they expire, a friend exactly 24 hours old, a bound account trying more codes, a chain
 * of friends as long as the server follows, and accounts that are not real identities.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { bindInviteCode, claimInvitationReward, getInvitationInfo } from '../../src/api/contract/invitation';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { issueTokenPair, newFamilyId } from '../../server/services/tokens';
import { createUser } from '../../server/services/users';
import { startInProcess, type ApiClient } from './support';

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
      credential: fields.credential === undefined ? `+1777${String((phones += 1)).padStart(7, '0')}` : fields.credential,
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
  t.api.deps.db.prepare('SELECT code, expires_at FROM invite_codes WHERE owner_id = ?').get(userId) as { code: string; expires_at: number };

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
      const expiresAt = (await viewer.call(getInvitationInfo, {})).rewards.find((r) => r.reward_id === SeedIds.rewards.receivable)!.expires_at_ms;
      clock = at(expiresAt);
      return (await signedInAs(SeedIds.users.viewer).call(getInvitationInfo, {})).rewards.find((r) => r.reward_id === SeedIds.rewards.receivable)!.status;
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
    expect((await signedInAs(exact).call(bindInviteCode, { invite_code: SeedIds.inviteCodes.standardMember })).reward?.gems).toBe(50);
    clock = START + 24 * HOUR + 1;
    expect((await signedInAs(late).call(bindInviteCode, { invite_code: SeedIds.inviteCodes.proMember })).reward).toBeNull();
  });
});

describe('an account that has bound a code', () => {
  it('is told it already has one whatever code it tries next, and those tries are not counted as guesses', async () => {
    const friend = signedInAs(newAccount());
    await friend.call(bindInviteCode, { invite_code: SeedIds.inviteCodes.creator.en });
    const tries = [SeedIds.inviteCodes.unknown, SeedIds.inviteCodes.expired, SeedIds.inviteCodes.banned];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) for (const code of tries) statuses.push(await friend.statusOf(bindInviteCode, { invite_code: code }));
    expect(statuses).toEqual(Array(12).fill(StatusCode.InviteAlreadyBound));
  });
});

describe('how far up a chain of friends a circle is looked for', () => {
  it('refuses a circle 1000 friends long; a chain longer than the 1000 links followed binds', async () => {
    const { db } = t.api.deps;
    // chain[i] joined with the code of chain[i + 1]: 1000 links from chain[0] up to chain[1000].
    const chain = Array.from({ length: 1001 }, () => newAccount());
    const bind = db.prepare('INSERT INTO invite_bindings (invitee_id, code, inviter_id, bound_at) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 1000; i += 1) bind.run(chain[i], codeOf(chain[i + 1]!).code, chain[i + 1], clock);
    })();
    const top = signedInAs(chain[1000]!);
    // chain[1] is 999 links below the top: its code closes a circle of 1000.
    expect(await top.statusOf(bindInviteCode, { invite_code: codeOf(chain[1]!).code })).toBe(StatusCode.InviteCodeMutual);
    expect(await top.statusOf(bindInviteCode, { invite_code: codeOf(chain[0]!).code })).toBe(0);
  });
});

describe('accounts that are not real identities', () => {
  it('a real-name account with no login credential (like the seeded inviter) binds a code but earns nothing', async () => {
    const noCredential = signedInAs(newAccount({ credential: null }));
    expect(await noCredential.call(bindInviteCode, { invite_code: SeedIds.inviteCodes.standardMember })).toMatchObject({
      bound_code: SeedIds.inviteCodes.standardMember,
      reward: null,
    });
    const inviter = signedInAs(SeedIds.users.standardMember);
    expect((await inviter.call(getInvitationInfo, {})).rewards.filter((r) => r.kind === 'invite')).toEqual([]);
  });
});
