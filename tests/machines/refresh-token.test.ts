import { describe, expect, it } from 'vitest';
import { isRefreshDue } from '@machines/refresh-token/refresh-token.machine';
import type { MachineTestTable } from '../flows/framework/twin/run-path';
import { NOW, refreshTokenOracle } from '../flows/refresh-token/refresh-token.oracle';
import { describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const HOUR = 60 * 60 * 1000;

/** The twin run only needs an input that lets every planned branch happen; the oracle checks the world. */
const table: MachineTestTable = {
  input: (plan) => ({
    now: NOW,
    storedAt: plan.wants('noStoredTime') ? null : plan.wants('refreshDue') ? NOW - 25 * HOUR : NOW - HOUR,
  }),
};

describeOracle('refresh-token', describeMachinePaths('refresh-token', table), refreshTokenOracle);

describe('refresh interval', () => {
  it('is due only once strictly more than 24 hours passed', () => {
    expect(isRefreshDue(NOW - 86_400_000 + 1, NOW)).toBe(false);
    expect(isRefreshDue(NOW - 86_400_000, NOW)).toBe(false);
    expect(isRefreshDue(NOW - 86_400_001, NOW)).toBe(true);
    expect(isRefreshDue(NOW - HOUR, NOW)).toBe(false);
  });
});
