/**
 * account/login and user status at their edges: blank credentials and phone numbers, Firebase ids
 * that look like phone numbers, the invitation-code login of an account that already exists, the
 * per-code limit of invitation-code logins, and what status says of a real-name account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus, login } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { SeedIds } from '../../server/seed/ids';
import { loginWithPhone, startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const device = () => ({ uuid: randomUUID(), os: 3 as const });

describe('blank values', () => {
  it('a credential of spaces is no credential, and spaces around a phone number are ignored', async () => {
    expect(await t.client.statusOf(login, { login_type: 2, device_info: device(), credential: '   ', verify_code: '123456' })).toBe(StatusCode.InvalidParam);
    const first = await t.client.call(login, { login_type: 2, device_info: device(), credential: '+12015107001', verify_code: '123456' });
    const again = await t.client.call(login, { login_type: 2, device_info: device(), credential: '  +12015107001 ', verify_code: '123456' });
    expect(again.user_id).toBe(first.user_id);
  });

  it('an invitation-code login with a phone number of spaces is refused', async () => {
    expect(await t.client.statusOf(login, { login_type: 4, device_info: device(), credential: SeedIds.inviteCodes.creator.en, phone: '   ', verify_code: '123456' })).toBe(StatusCode.InvalidParam);
  });
});

describe('identities', () => {
  it('a Firebase id that reads like a phone number is another account than that phone number', async () => {
    const phone = await t.client.call(login, { login_type: 2, device_info: device(), credential: '+12015107002', verify_code: '123456' });
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
    expect(await c.call(getUserStatus, {})).toMatchObject({ is_member: false, member_tier: 'none', member_expires_at_ms: null });
  });

  it('status calls a real-name account not anonymous', async () => {
    const c = t.newClient();
    await loginWithPhone(c, '+12015107003');
    expect(await c.call(getUserStatus, {})).toMatchObject({ is_anonymous: false, is_member: false, member_tier: 'none', member_expires_at_ms: null });
  });
});

describe('invitation-code login of an existing account', () => {
  it('with a code that cannot be bound for another reason than being bound already, is refused', async () => {
    await loginWithPhone(t.newClient(), '+12015107004');
    expect(await t.client.statusOf(login, { login_type: 4, device_info: device(), credential: SeedIds.inviteCodes.expired, phone: '+12015107004', verify_code: '123456' })).toBe(
      StatusCode.LoginFailed,
    );
  });
});

describe('the per-code limit of invitation-code logins', () => {
  it('counts each code and each device on its own: six codes from six devices in a minute are each judged', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      statuses.push(await t.client.statusOf(login, { login_type: 4, device_info: device(), credential: `NOPE000${i}`, phone: `+1201510710${i}`, verify_code: '123456' }));
    }
    expect(statuses).toEqual(Array(6).fill(StatusCode.LoginFailed));
  });
});
