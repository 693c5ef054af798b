import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus, login, refreshAuthToken } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { getInvitationInfo } from '../../src/api/contract/invitation';
import { getUserProfile } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { ApiCallError, startInProcess, loginWithPhone, loginAs } from './support';
import { randomUUID } from 'node:crypto';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(async () => {
  await t.control.reset();
  t.client.token = null;
});

const device = (uuid: string, os: 1 | 2 | 3 = 3) => ({ uuid, os });

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof ApiCallError) return error.baseResp.status_code;
    throw error;
  }
}

describe('anonymous login (type 5)', () => {
  it('creates one anonymous account per device and gives it back on the next login', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: device('device-a') });
    const again = await t.client.call(login, { login_type: 5, device_info: device('device-a') });
    const other = await t.client.call(login, { login_type: 5, device_info: device('device-b') });
    expect(first).toMatchObject({ is_anonymous: true, is_new_user: true });
    expect(again).toMatchObject({ user_id: first.user_id, is_new_user: false });
    expect(again.auth_token).not.toBe(first.auth_token);
    expect(other.user_id).not.toBe(first.user_id);
  });

  it('issues tokens that work for calls needing a token', async () => {
    const data = await t.client.call(login, { login_type: 5, device_info: device('device-c') });
    const status = await t.client.call(getUserStatus, {}, { token: data.auth_token });
    expect(status).toMatchObject({
      user_id: data.user_id,
      is_anonymous: true,
      status: 'active',
      is_member: false,
      member_tier: 'none',
    });
  });

  it('keeps anonymous accounts out of invitations', async () => {
    const data = await t.client.call(login, { login_type: 5, device_info: device('device-d') });
    expect(await codeOf(t.client.call(getInvitationInfo, {}, { token: data.auth_token }))).toBe(
      StatusCode.LoginRequired,
    );
  });
});

describe('real-name logins (types 1-4)', () => {
  it('one-click (1) logs into the account of the phone number', async () => {
    const data = await t.client.call(login, {
      login_type: 1,
      device_info: device('x', 1),
      credential: SeedIds.credentials.standardMember,
    });
    expect(data).toMatchObject({ user_id: SeedIds.users.standardMember, is_anonymous: false, is_new_user: false });
    const status = await t.client.call(getUserStatus, {}, { token: data.auth_token });
    expect(status).toMatchObject({ is_member: true, member_tier: 'standard' });
  });

  it('phone code (2) needs the right verification code', async () => {
    const base = { login_type: 2 as const, device_info: device('x', 2), credential: SeedIds.credentials.viewer };
    expect(await codeOf(t.client.call(login, { ...base, verify_code: '000000' }))).toBe(StatusCode.LoginFailed);
    const data = await t.client.call(login, { ...base, verify_code: '123456' });
    expect(data.user_id).toBe(SeedIds.users.viewer);
  });

  it('a new phone number creates a real-name account, the same one next time', async () => {
    const first = await t.client.call(login, { login_type: 1, device_info: device('x'), credential: '+12015001234' });
    const second = await t.client.call(login, { login_type: 1, device_info: device('y'), credential: '+12015001234' });
    expect(first).toMatchObject({ is_anonymous: false, is_new_user: true });
    expect(second).toMatchObject({ user_id: first.user_id, is_new_user: false });
  });

  it('Firebase (3) maps one id token to one account', async () => {
    const a = await t.client.call(login, { login_type: 3, device_info: device('x'), credential: 'firebase-token-1' });
    const b = await t.client.call(login, { login_type: 3, device_info: device('x'), credential: 'firebase-token-1' });
    expect(b.user_id).toBe(a.user_id);
  });

  it('invitation code (4) signs up the verified phone number bound to a valid code, refuses others', async () => {
    const withCode = (credential: string, uuid: string) => ({
      login_type: 4 as const,
      device_info: device(uuid),
      credential,
      phone: '+12015004444',
      verify_code: '123456',
    });
    const data = await t.client.call(login, withCode(SeedIds.inviteCodes.viewer.toLowerCase(), 'z'));
    expect(data.is_new_user).toBe(true);
    const info = await t.client.call(getInvitationInfo, {}, { token: data.auth_token });
    expect(info.bound_code).toBe(SeedIds.inviteCodes.viewer);
    // The same phone number again, on another device: the same account, a plain login.
    const again = await t.client.call(login, withCode(SeedIds.inviteCodes.viewer, 'z1'));
    expect(again).toMatchObject({ user_id: data.user_id, is_new_user: false });
    expect(
      await codeOf(t.client.call(login, { ...withCode(SeedIds.inviteCodes.expired, 'z2'), phone: '+12015005555' })),
    ).toBe(StatusCode.LoginFailed);
    expect(await codeOf(t.client.call(login, withCode('bad', 'z3')))).toBe(StatusCode.LoginFailed);
    expect(
      await codeOf(
        t.client.call(login, {
          ...withCode(SeedIds.inviteCodes.viewer, 'z4'),
          phone: '+12015006666',
          verify_code: '000000',
        }),
      ),
    ).toBe(StatusCode.LoginFailed);
  });

  it('invitation code (4) without a phone number is refused, naming the field', async () => {
    const answer = await t.client.raw(login.path, {
      login_type: 4,
      device_info: device('z5'),
      credential: SeedIds.inviteCodes.viewer,
    });
    expect(answer.baseResp).toMatchObject({
      status_code: StatusCode.InvalidParam,
      status_msg: 'invalid field "phone": required for login_type 4',
    });
  });

  it('invitation code (4) that is not the shape of a code is refused as a failed login before any phone number is asked for', async () => {
    const answer = await t.client.raw(login.path, {
      login_type: 4,
      device_info: device('z6'),
      credential: 'not a code!',
    });
    expect(answer.baseResp).toMatchObject({ status_code: StatusCode.LoginFailed });
  });

  it('refuses a banned account', async () => {
    const code = await codeOf(
      t.client.call(login, { login_type: 1, device_info: device('x'), credential: SeedIds.credentials.banned }),
    );
    expect(code).toBe(StatusCode.UserUnavailable);
  });
});

describe('refresh_auth_token', () => {
  it('rotates both tokens; the new auth token works', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: device('r1') });
    const rotated = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });
    expect(rotated.user_id).toBe(first.user_id);
    expect(rotated.auth_token).not.toBe(first.auth_token);
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await t.client.call(getUserStatus, {}, { token: rotated.auth_token })).user_id).toBe(first.user_id);
  });

  it('answers the old refresh token within 10 s with the same new pair, which keeps working', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: device('r-grace') });
    const rotated = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });
    await t.control.setClockOffset(9_000);
    const again = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });

    expect(again).toEqual(rotated);
    expect((await t.client.call(getUserStatus, {}, { token: rotated.auth_token })).user_id).toBe(first.user_id);
    const next = await t.client.call(refreshAuthToken, { refresh_token: rotated.refresh_token });
    expect(next.user_id).toBe(first.user_id);
  });

  it('refuses a refresh token reused after the 10 s grace window and revokes the whole family', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: device('r2') });
    const rotated = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });
    await t.control.setClockOffset(10_000);
    expect(await codeOf(t.client.call(refreshAuthToken, { refresh_token: first.refresh_token }))).toBe(
      StatusCode.RefreshTokenInvalid,
    );
    // The legitimate holder's newer tokens are revoked too: whoever copied the token gains nothing.
    expect(await codeOf(t.client.call(getUserStatus, {}, { token: rotated.auth_token }))).toBe(StatusCode.TokenRevoked);
    expect(await codeOf(t.client.call(refreshAuthToken, { refresh_token: rotated.refresh_token }))).toBe(
      StatusCode.RefreshTokenInvalid,
    );
    // Not even a repeat of the pair it was rotated into is left.
    expect(await codeOf(t.client.call(refreshAuthToken, { refresh_token: first.refresh_token }))).toBe(
      StatusCode.RefreshTokenInvalid,
    );
  });

  it('has no grace window when TALKIE_API_REFRESH_GRACE_S is 0', async () => {
    const strict = startInProcess({ env: { TALKIE_API_REFRESH_GRACE_S: '0' } });
    const first = await strict.client.call(login, { login_type: 5, device_info: device('r-strict') });
    const rotated = await strict.client.call(refreshAuthToken, { refresh_token: first.refresh_token });
    expect(await codeOf(strict.client.call(refreshAuthToken, { refresh_token: first.refresh_token }))).toBe(
      StatusCode.RefreshTokenInvalid,
    );
    expect(await codeOf(strict.client.call(getUserStatus, {}, { token: rotated.auth_token }))).toBe(
      StatusCode.TokenRevoked,
    );
    await strict.close();
  });

  it('stores no token in clear, not even the pair kept for a repeat', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: device('r-clear') });
    const rotated = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });
    const rows = t.api.deps.db.prepare('SELECT * FROM tokens WHERE user_id = ?').all(first.user_id);
    const dump = JSON.stringify(rows);
    for (const token of [first.auth_token, first.refresh_token, rotated.auth_token, rotated.refresh_token]) {
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(token.slice(3));
    }
  });

  it('leaves other logins of the same account alone', async () => {
    const phone = await t.client.call(login, { login_type: 5, device_info: device('r3') });
    const again = await t.client.call(login, { login_type: 5, device_info: device('r3') });
    await t.client.call(refreshAuthToken, { refresh_token: phone.refresh_token });
    await t.control.setClockOffset(10_000);
    expect(await codeOf(t.client.call(refreshAuthToken, { refresh_token: phone.refresh_token }))).toBe(
      StatusCode.RefreshTokenInvalid,
    );
    expect((await t.client.call(getUserStatus, {}, { token: again.auth_token })).user_id).toBe(again.user_id);
  });

  it('refuses an expired, revoked, unknown or auth token as refresh token', async () => {
    const data = await t.client.call(login, { login_type: 5, device_info: device('r4') });
    const refresh = (token: string) => codeOf(t.client.call(refreshAuthToken, { refresh_token: token }));
    expect(await refresh(data.auth_token)).toBe(StatusCode.RefreshTokenInvalid);
    expect(await refresh(`rt_${'B'.repeat(43)}`)).toBe(StatusCode.RefreshTokenInvalid);
    await t.control.tokens('expire', { token: data.refresh_token });
    expect(await refresh(data.refresh_token)).toBe(StatusCode.RefreshTokenInvalid);
    const other = await t.client.call(login, { login_type: 5, device_info: device('r5') });
    await t.control.tokens('revoke', { user_id: other.user_id });
    expect(await refresh(other.refresh_token)).toBe(StatusCode.RefreshTokenInvalid);
  });

  it('auth tokens expire after their lifetime', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const timed = startInProcess({ now: () => now, config: { authTokenTtlSeconds: 60 } });
    const client = timed.newClient({ now: () => Math.floor(now / 1000) });
    const data = await client.call(login, { login_type: 5, device_info: device('ttl') });
    now += 59_000;
    expect((await client.call(getUserStatus, {}, { token: data.auth_token })).user_id).toBe(data.user_id);
    now += 2_000;
    expect(await codeOf(client.call(getUserStatus, {}, { token: data.auth_token }))).toBe(StatusCode.TokenExpired);
    await timed.close();
  });
});

describe('get_user_status and get_user_profile', () => {
  it('tells a banned account it is banned, and refuses its other calls', async () => {
    const data = await t.client.call(login, { login_type: 5, device_info: device('soon-banned') });
    await fetchControl('/users/status', { user_id: data.user_id, status: 'banned' });
    expect((await t.client.call(getUserStatus, {}, { token: data.auth_token })).status).toBe('banned');
    expect(await codeOf(t.client.call(getInvitationInfo, {}, { token: data.auth_token }))).toBe(
      StatusCode.UserUnavailable,
    );
  });

  it('shows a profile; a banned user is unavailable and an unknown one not found', async () => {
    const data = await t.client.call(login, {
      login_type: 1,
      device_info: device('p'),
      credential: SeedIds.credentials.viewer,
    });
    t.client.token = data.auth_token;
    const { user } = await t.client.call(getUserProfile, { user_id: SeedIds.users.creator.ja });
    expect(user).toMatchObject({
      user_id: SeedIds.users.creator.ja,
      locale: 'ja',
      nickname: 'かえでの物語',
      is_anonymous: false,
    });
    expect(user.avatar_url).toMatch(/^http:\/\/localhost\/weaver\/media\/avatar\//);
    expect(await codeOf(t.client.call(getUserProfile, { user_id: SeedIds.users.banned }))).toBe(
      StatusCode.UserUnavailable,
    );
    expect(await codeOf(t.client.call(getUserProfile, { user_id: 'u_nobody' }))).toBe(StatusCode.NotFound);
  });
});

async function fetchControl(path: string, body: unknown): Promise<void> {
  const response = await t.api.fetch(
    new Request(`http://localhost/__control${path}`, { method: 'POST', body: JSON.stringify(body) }),
  );
  expect(response.status).toBe(200);
}

describe('one-click login (type 1) switched off', () => {
  const off = startInProcess({ env: { TALKIE_API_ONE_CLICK_LOGIN: '0' } });
  afterAll(() => off.close());

  it('is refused with LoginFailed, while a verification-code login of the same number works', async () => {
    const body = { device_info: device('oc'), credential: SeedIds.credentials.viewer };
    expect(await codeOf(off.client.call(login, { login_type: 1, ...body }))).toBe(StatusCode.LoginFailed);
    expect((await off.client.call(login, { login_type: 2, ...body, verify_code: '123456' })).user_id).toBe(
      SeedIds.users.viewer,
    );
  });
});

describe('one-click login start-up warning', () => {
  const started = (env: Record<string, string>): string[] => {
    const lines: string[] = [];
    const api = startInProcess({ env, warn: (line) => lines.push(line) });
    void api.close();
    return lines;
  };

  it('says so when the server starts with one-click login on, and is silent when it is off', () => {
    expect(started({})).toEqual([expect.stringContaining('one-click login (login_type 1) is on')]);
    expect(started({ TALKIE_API_ONE_CLICK_LOGIN: '0' })).toEqual([]);
  });
});

/**
 * account/login and user status at their edges: blank credentials and phone numbers, Firebase ids
 * that look like phone numbers, the invitation-code login of an account that already exists, the
 * per-code limit of invitation-code logins, and what status says of a real-name account.
 */
describe('account edges', () => {
  const t = startInProcess();
  afterAll(() => t.close());
  beforeEach(() => t.control.reset());

  const device = () => ({ uuid: randomUUID(), os: 3 as const });

  describe('blank values', () => {
    it('a credential of spaces is no credential, and spaces around a phone number are ignored', async () => {
      expect(
        await t.client.statusOf(login, {
          login_type: 2,
          device_info: device(),
          credential: '   ',
          verify_code: '123456',
        }),
      ).toBe(StatusCode.InvalidParam);
      const first = await t.client.call(login, {
        login_type: 2,
        device_info: device(),
        credential: '+12015107001',
        verify_code: '123456',
      });
      const again = await t.client.call(login, {
        login_type: 2,
        device_info: device(),
        credential: '  +12015107001 ',
        verify_code: '123456',
      });
      expect(again.user_id).toBe(first.user_id);
    });

    it('an invitation-code login with a phone number of spaces is refused', async () => {
      expect(
        await t.client.statusOf(login, {
          login_type: 4,
          device_info: device(),
          credential: SeedIds.inviteCodes.creator.en,
          phone: '   ',
          verify_code: '123456',
        }),
      ).toBe(StatusCode.InvalidParam);
    });
  });

  describe('identities', () => {
    it('a Firebase id that reads like a phone number is another account than that phone number', async () => {
      const phone = await t.client.call(login, {
        login_type: 2,
        device_info: device(),
        credential: '+12015107002',
        verify_code: '123456',
      });
      const firebase = await t.client.call(login, { login_type: 3, device_info: device(), credential: '+12015107002' });
      expect(firebase.user_id).not.toBe(phone.user_id);
      const other = await t.client.call(login, { login_type: 3, device_info: device(), credential: 'firebase-id-2' });
      const same = await t.client.call(login, { login_type: 3, device_info: device(), credential: '+12015107002' });
      expect([other.user_id === firebase.user_id, same.user_id === firebase.user_id]).toEqual([false, true]);
    });

    it('status gives no expiry for a membership that has run out', async () => {
      const c = t.newClient();
      const { user_id } = await loginWithPhone(c, '+12015107005');
      await t.control.setMembership(user_id, 'pro', Date.now() - 60_000);
      expect(await c.call(getUserStatus, {})).toMatchObject({
        is_member: false,
        member_tier: 'none',
        member_expires_at_ms: null,
      });
    });

    it('status calls a real-name account not anonymous', async () => {
      const c = t.newClient();
      await loginWithPhone(c, '+12015107003');
      expect(await c.call(getUserStatus, {})).toMatchObject({
        is_anonymous: false,
        is_member: false,
        member_tier: 'none',
        member_expires_at_ms: null,
      });
    });
  });

  describe('invitation-code login of an existing account', () => {
    it('with a code that cannot be bound for another reason than being bound already, is refused', async () => {
      await loginWithPhone(t.newClient(), '+12015107004');
      expect(
        await t.client.statusOf(login, {
          login_type: 4,
          device_info: device(),
          credential: SeedIds.inviteCodes.expired,
          phone: '+12015107004',
          verify_code: '123456',
        }),
      ).toBe(StatusCode.LoginFailed);
    });
  });

  describe('the per-code limit of invitation-code logins', () => {
    it('counts each code and each device on its own: six codes from six devices in a minute are each judged', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i += 1) {
        statuses.push(
          await t.client.statusOf(login, {
            login_type: 4,
            device_info: device(),
            credential: `NOPE000${i}`,
            phone: `+1201510710${i}`,
            verify_code: '123456',
          }),
        );
      }
      expect(statuses).toEqual(Array(6).fill(StatusCode.LoginFailed));
    });
  });
});

/**
 * Tokens end at their expiry instant, and a rotated refresh token is answered again only strictly
 * inside the 10 s grace window: the server's clock is set so that "now" sits exactly on each edge.
 * A banned user's refresh token is refused as the account being unavailable.
 */
describe('token boundaries', () => {
  const START = Date.UTC(2026, 10, 23, 12, 0, 0);
  let now = START;
  const t = startInProcess({ now: () => now });
  afterAll(() => t.close());
  const client = () => t.newClient({ now: () => Math.floor(now / 1000) });

  beforeEach(async () => {
    now = START;
    await t.control.reset();
  });

  describe('token edges', () => {
    it('an auth token works until the millisecond before its expiry and not at it', async () => {
      const c = client();
      const data = await loginAs(c, 'anonymous');
      now = data.auth_token_expires_at_ms - 1;
      expect(await c.statusOf(getUserStatus, {})).toBe(0);
      now = data.auth_token_expires_at_ms;
      expect(await c.statusOf(getUserStatus, {})).toBe(StatusCode.TokenExpired);
    });

    it('a refresh token works until the millisecond before its expiry and not at it', async () => {
      const data = await loginAs(client(), 'anonymous');
      now = data.refresh_token_expires_at_ms;
      expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(
        StatusCode.RefreshTokenInvalid,
      );
      const other = await loginAs(client(), 'anonymous');
      now = other.refresh_token_expires_at_ms - 1;
      expect(await client().statusOf(refreshAuthToken, { refresh_token: other.refresh_token })).toBe(0);
    });

    it('a rotated refresh token gets the same pair until 10 s after its use, and revokes the login at 10 s', async () => {
      const data = await loginAs(client(), 'anonymous');
      const rotated = await client().call(refreshAuthToken, { refresh_token: data.refresh_token });
      now = START + 10_000 - 1;
      expect((await client().call(refreshAuthToken, { refresh_token: data.refresh_token })).refresh_token).toBe(
        rotated.refresh_token,
      );
      now = START + 10_000;
      expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(
        StatusCode.RefreshTokenInvalid,
      );
      expect(await client().statusOf(refreshAuthToken, { refresh_token: rotated.refresh_token })).toBe(
        StatusCode.RefreshTokenInvalid,
      );
    });

    it("a banned user's refresh token answers that the account is unavailable", async () => {
      const data = await loginAs(client(), 'anonymous');
      const ban = await t.api.fetch(
        new Request('http://localhost/__control/users/status', {
          method: 'POST',
          body: JSON.stringify({ user_id: data.user_id, status: 'banned' }),
        }),
      );
      expect(ban.status).toBe(200);
      expect(await client().statusOf(refreshAuthToken, { refresh_token: data.refresh_token })).toBe(
        StatusCode.UserUnavailable,
      );
    });
  });
});
