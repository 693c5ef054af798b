/**
 * What a brand-new account looks like to the pages: its default nickname and avatar, its own invitation
 * code (valid for a year), and the profile of a user banned after logging in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { getInvitationInfo } from '../../src/api/contract/invitation';
import { getUserProfile } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess } from './support';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const t = startInProcess({ now: () => NOW });
afterAll(() => t.close());
const client = () => t.newClient({ now: () => Math.floor(NOW / 1000) });

const profileOf = async (c: ReturnType<typeof client>, userId: string) =>
  (await c.call(getUserProfile, { user_id: userId })).user;

describe('a new account', () => {
  it('anonymous: named "Guest" and the last four characters of its id in capitals, with its own avatar', async () => {
    // Ids are hex: log in until the last four characters hold a letter, so capitals can show.
    let c = client();
    let { user_id } = await loginAs(c, 'anonymous');
    for (let i = 0; i < 50 && !/[a-f]/.test(user_id.slice(-4)); i++) {
      c = client();
      ({ user_id } = await loginAs(c, 'anonymous'));
    }
    const user = await profileOf(c, user_id);
    expect(user.nickname).toBe(`Guest ${user_id.slice(-4).toUpperCase()}`);
    expect(user.nickname).toMatch(/^Guest [0-9A-F]{4}$/);
    expect(user.is_anonymous).toBe(true);
    expect(user.avatar_url).toBe(`http://localhost/weaver/media/avatar/${user_id}.svg`);
    expect((await t.api.fetch(new Request(user.avatar_url))).status).toBe(200);
  });

  it('real-name: named "Talker" and the last four characters of its id, not anonymous', async () => {
    const c = client();
    const data = await c.call(login, {
      login_type: 1,
      device_info: { uuid: 'new-phone', os: 3 },
      credential: '+12015550777',
    });
    expect(data.is_new_user).toBe(true);
    c.token = data.auth_token;
    const user = await profileOf(c, data.user_id);
    expect(user.nickname).toBe(`Talker ${data.user_id.slice(-4).toUpperCase()}`);
    expect(user.is_anonymous).toBe(false);
  });

  it('gets an 8-character invitation code (no 0, 1, I or O) that is valid for 365 days', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const c = client();
      const data = await c.call(login, {
        login_type: 1,
        device_info: { uuid: `phone-${i}`, os: 3 },
        credential: `+1201555080${i}`,
      });
      c.token = data.auth_token;
      const info = await c.call(getInvitationInfo, {});
      expect(info.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(info.invite_code_expires_at_ms).toBe(NOW + 365 * DAY_MS);
      codes.add(info.invite_code);
    }
    expect(codes.size).toBe(3);
  });
});

describe('a user banned after logging in', () => {
  it('can still read profiles (to see their own state), while other calls answer UserUnavailable', async () => {
    const c = client();
    const { user_id } = await loginAs(c, 'anonymous');
    const ban = await t.api.fetch(
      new Request('http://localhost/__control/users/status', {
        method: 'POST',
        body: JSON.stringify({ user_id, status: 'banned' }),
      }),
    );
    expect(ban.status).toBe(200);
    expect((await profileOf(c, SeedIds.users.creator.en)).user_id).toBe(SeedIds.users.creator.en);
    expect(await c.statusOf(getInvitationInfo, {})).toBe(StatusCode.UserUnavailable);
  });
});
