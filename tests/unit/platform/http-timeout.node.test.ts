import { describe, expect, it } from 'vitest';
import { pageHttpTimeout, TEST_HTTP_TIMEOUT_HOOK } from '@/platform/http-timeout';

const withHook = (value: unknown): object => ({ [TEST_HTTP_TIMEOUT_HOOK]: value });

describe('the page’s HTTP timeout', () => {
  it('is the spec’s 10 s on a production host, whatever a script set', () => {
    expect(pageHttpTimeout(withHook(1500), 'production')).toBe(10_000);
    expect(pageHttpTimeout({}, 'production')).toBe(10_000);
  });

  it('is 10 s on a test or local host unless a test set another', () => {
    expect(pageHttpTimeout({}, 'local')).toBe(10_000);
    expect(pageHttpTimeout({}, 'test')).toBe(10_000);
  });

  it('takes a test’s whole number of milliseconds outside production (the fault guard scales time with it)', () => {
    expect(pageHttpTimeout(withHook(1500), 'local')).toBe(1500);
    expect(pageHttpTimeout(withHook(1500), 'test')).toBe(1500);
  });

  it('ignores a setting that is not a positive whole number', () => {
    for (const value of ['1500', 0, -5, 1.5, Number.NaN, null])
      expect(pageHttpTimeout(withHook(value), 'local')).toBe(10_000);
  });
});
