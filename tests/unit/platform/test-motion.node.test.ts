import { describe, expect, it } from 'vitest';
import { pageMotionMs, TEST_MOTION_SCALE_HOOK } from '@/platform/test-motion';

const withHook = (value: unknown): object => ({ [TEST_MOTION_SCALE_HOOK]: value });

describe('how long the spin settles', () => {
  it('is its full time on a production host, whatever a script set', () => {
    expect(pageMotionMs(3600, withHook(0.25), 'production')).toBe(3600);
  });

  it('is its full time on a test or local host unless a test set a scale, and on the server (no window)', () => {
    expect(pageMotionMs(3600, {}, 'local')).toBe(3600);
    expect(pageMotionMs(2600, {}, 'test')).toBe(2600);
    expect(pageMotionMs(2600, undefined, 'local')).toBe(2600);
  });

  it('takes a test’s fraction outside production (the UI guards do not wait every turn out)', () => {
    expect(pageMotionMs(3600, withHook(0.25), 'local')).toBe(900);
    expect(pageMotionMs(2600, withHook(0.25), 'test')).toBe(650);
    expect(pageMotionMs(2600, withHook(1), 'local')).toBe(2600);
  });

  it('ignores a scale that is not a number above 0 and at most 1', () => {
    for (const value of ['0.25', 0, -1, 2, Number.NaN, null])
      expect(pageMotionMs(3600, withHook(value), 'local')).toBe(3600);
  });
});
