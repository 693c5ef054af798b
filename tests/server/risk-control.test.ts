// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { getUserStatus } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
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
