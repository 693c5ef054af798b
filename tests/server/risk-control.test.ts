import { afterAll, describe, expect, it } from 'vitest';
import { getUserStatus } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { RiskControl } from '../../server/http/risk-control';
import { loginAs, startInProcess } from './support';

describe('risk control (1118010010)', () => {
  let now = Date.parse('2026-02-01T08:00:00Z');
  const t = startInProcess({ now: () => now, config: { riskLimitPerMinute: 5 } });
  afterAll(() => t.close());
  const client = t.newClient({ now: () => Math.floor(now / 1000) });

  it('throttles one account making too many calls in a minute, and lets it go after', async () => {
    await loginAs(client, 'viewer');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await client.statusOf(getUserStatus, {}));
    expect(codes).toEqual([0, 0, 0, 0, 0, StatusCode.RiskControl]);

    const other = t.newClient({ now: () => Math.floor(now / 1000) });
    await loginAs(other, 'proMember');
    expect(await other.statusOf(getUserStatus, {})).toBe(0);

    now += 60_000;
    expect(await client.statusOf(getUserStatus, {})).toBe(0);
  });
});

describe('risk control rules at their limits', () => {
  const T0 = Date.parse('2026-02-01T08:00:00Z');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it('counts calls per account in a minute from the first call, the limit call included', () => {
    const risk = new RiskControl({ callsPerMinute: 2 });
    expect([risk.allowCall('a', T0), risk.allowCall('a', T0 + 1), risk.allowCall('a', T0 + MINUTE - 1)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(risk.allowCall('b', T0 + 2)).toBe(true);
    expect([
      risk.allowCall('a', T0 + MINUTE),
      risk.allowCall('a', T0 + MINUTE),
      risk.allowCall('a', T0 + MINUTE),
    ]).toEqual([true, true, false]);
  });

  it('a limit of 0 turns the call limit off', () => {
    const risk = new RiskControl({ callsPerMinute: 0 });
    expect(Array.from({ length: 50 }, () => risk.allowCall('a', T0)).every(Boolean)).toBe(true);
  });

  it('blocks binding after 10 wrong codes (the default) for exactly an hour from each', () => {
    const risk = new RiskControl({ callsPerMinute: 0 });
    for (let i = 0; i < 9; i += 1) risk.recordBindFailure('a', T0);
    expect(risk.bindBlocked('a', T0)).toBe(false);
    risk.recordBindFailure('a', T0 + MINUTE);
    expect([
      risk.bindBlocked('a', T0 + HOUR - 1),
      risk.bindBlocked('b', T0 + HOUR - 1),
      risk.bindBlocked('a', T0 + HOUR),
    ]).toEqual([true, false, false]);
    // The tenth failure is still within its hour: one more makes ten again.
    risk.recordBindFailure('a', T0 + HOUR);
    expect(risk.bindBlocked('a', T0 + HOUR)).toBe(false);
    for (let i = 0; i < 8; i += 1) risk.recordBindFailure('a', T0 + HOUR);
    expect(risk.bindBlocked('a', T0 + HOUR)).toBe(true);
  });

  it('invitation-code logins are not limited unless a limit is given', () => {
    const risk = new RiskControl({ callsPerMinute: 0 });
    const keys = { code: 'MEMBER02', deviceUuid: 'd1', ip: '10.0.0.1' };
    expect(Array.from({ length: 20 }, () => risk.allowInviteLogin(keys, T0)).every(Boolean)).toBe(true);
  });

  it('limits invitation-code logins per code, per device and per address, each over a sliding minute in which refusals count too', () => {
    const risk = new RiskControl({ callsPerMinute: 0, inviteLoginsPerMinute: 2 });
    const attempt = (code: string, deviceUuid: string, ip: string | null, at: number) =>
      risk.allowInviteLogin({ code, deviceUuid, ip }, at);
    // Per code.
    expect([
      attempt('C1', 'd1', null, T0),
      attempt('C1', 'd2', null, T0),
      attempt('C1', 'd3', null, T0 + MINUTE / 2),
    ]).toEqual([true, true, false]);
    // The two first leave the window; the refused one at half a minute still counts.
    expect([attempt('C1', 'd4', null, T0 + MINUTE), attempt('C1', 'd5', null, T0 + MINUTE)]).toEqual([true, false]);
    // Per device, and per address (each its own); no address is no address key.
    expect([attempt('C2', 'dx', null, T0), attempt('C3', 'dx', null, T0), attempt('C4', 'dx', null, T0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      attempt('C5', 'e1', '10.0.0.1', T0),
      attempt('C6', 'e2', '10.0.0.1', T0),
      attempt('C7', 'e3', '10.0.0.1', T0),
    ]).toEqual([true, true, false]);
    expect([attempt('C8', 'f1', null, T0), attempt('C9', 'f2', null, T0), attempt('C10', 'f3', null, T0)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([
      attempt('D1', 'g1', '10.0.0.2', T0),
      attempt('D2', 'g2', '10.0.0.3', T0),
      attempt('D3', 'g3', '10.0.0.4', T0),
    ]).toEqual([true, true, true]);
  });

  it('forgets everything on reset', () => {
    const risk = new RiskControl({ callsPerMinute: 1, inviteLoginsPerMinute: 1 });
    risk.allowCall('a', T0);
    for (let i = 0; i < 10; i += 1) risk.recordBindFailure('a', T0);
    risk.allowInviteLogin({ code: 'C1', deviceUuid: 'd1', ip: null }, T0);
    risk.reset();
    expect([
      risk.allowCall('a', T0),
      risk.bindBlocked('a', T0),
      risk.allowInviteLogin({ code: 'C1', deviceUuid: 'd1', ip: null }, T0),
    ]).toEqual([true, false, true]);
  });
});
