// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_INTERVAL_MS } from '@/platform/constants';
import { isRefreshDue } from '@machines/refresh-token/refresh-token.machine';
import { countActions, describeMachinePaths } from './support/describe-machine';

const NOW = Date.UTC(2025, 0, 2, 12);
const HOUR = 60 * 60 * 1000;

describeMachinePaths('refresh-token', {
  input: (plan) => ({
    now: NOW,
    storedAt: plan.wants('noStoredTime') ? null : plan.wants('refreshDue') ? NOW - 25 * HOUR : NOW - HOUR,
  }),
  states: {
    'refreshTokenCheck.firstCheck': ({ snapshot, effects }) => {
      expect(snapshot.output).toEqual({ outcome: 'first-check' });
      expect(effects.filter((e) => e.kind === 'action')).toEqual([{ kind: 'action', name: 'storeCheckTime', params: { at: NOW }, step: 0 }]);
      expect(effects.filter((e) => e.kind === 'invoke')).toEqual([]);
    },
    'refreshTokenCheck.notDue': ({ snapshot, effects }) => {
      expect(snapshot.output).toEqual({ outcome: 'not-due' });
      expect(effects).toEqual([]);
    },
    'refreshTokenCheck.refreshFailed': ({ effects }) => {
      expect(countActions(effects, 'storeCheckTime')).toBe(0);
    },
    'refreshTokenCheck.refreshed': ({ snapshot, effects }) => {
      expect(snapshot.output).toEqual({ outcome: 'refreshed' });
      expect(countActions(effects, 'storeCheckTime')).toBe(1);
    },
  },
});

describe('refresh interval', () => {
  it('is due only once strictly more than 24 hours passed', () => {
    expect(isRefreshDue(NOW - REFRESH_TOKEN_INTERVAL_MS, NOW)).toBe(false);
    expect(isRefreshDue(NOW - REFRESH_TOKEN_INTERVAL_MS - 1, NOW)).toBe(true);
    expect(isRefreshDue(NOW - HOUR, NOW)).toBe(false);
  });
});
