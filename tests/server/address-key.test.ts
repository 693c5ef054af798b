/**
 * Per-address limits count a peer by addressKey: IPv4 as it is, an IPv4-mapped IPv6 address as its
 * IPv4 address, any other IPv6 address by its /64 (one subscriber picks any address in its /64).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { sendVerifyCode } from '../../src/api/contract/verify-code';
import { addressKey } from '../../server/http/address-key';
import { startInProcess, type TestApi } from './support';

describe('addressKey', () => {
  it('keeps IPv4, reads IPv4-mapped IPv6 as IPv4 and counts other IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:1.2.3.4%lo')).toBe('1.2.3.4');
  });

  it('leaves an unknown peer unknown and text that is no address as it is', () => {
    expect(addressKey(null)).toBeNull();
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});

describe('the existing per-address limits count one /64 as one address', () => {
  let t: TestApi | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });
  const from = (api: TestApi, ip: string) =>
    api.newClient({ fetch: (request) => api.api.fetch(request, { incoming: { socket: { remoteAddress: ip } } }) });

  it('new anonymous accounts', async () => {
    const api = startInProcess({
      env: { TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '3', TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '0' },
    });
    t = api;
    const anonymous = () => ({ login_type: 5 as const, device_info: { uuid: randomUUID(), os: 3 as const } });
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push(await from(api, `2001:db8:aa:bb::${i}`).statusOf(login, anonymous()));
    expect(codes).toEqual([0, 0, 0, StatusCode.RiskControl]);
    expect(await from(api, '2001:db8:aa:bc::1').statusOf(login, anonymous())).toBe(StatusCode.Success);
  });

  it('verification codes sent from one address', async () => {
    const api = startInProcess({ env: { TALKIE_API_SMS_PER_IP_PER_HOUR: '2' } });
    t = api;
    const codes = [];
    for (let i = 1; i <= 3; i++)
      codes.push(await from(api, `2001:db8:cc:dd::${i}`).statusOf(sendVerifyCode, { phone: `+1 201 555 010${i}` }));
    expect(codes.slice(0, 2)).toEqual([0, 0]);
    expect(codes[2]).toBe(StatusCode.RiskControl);
  });
});
