import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOf, splitTimeLeft } from '@/ui/countdown-text';
import { useCountdown } from '@/kernel/countdown';
import { createServerClock } from '@/services/clock';

/** The board's reset countdown follows the server clock, whatever the phone's clock says (SPEC §9, DESIGN). */
const SERVER_NOW = Date.UTC(2026, 10, 25, 23, 58, 30);
const RESETS_AT = Date.UTC(2026, 10, 26); // 90 s after SERVER_NOW

/**
 * A clock that has seen one answer: the server stamped `serverTimeMs` half-way through a round trip from `sentAt` to
 * `receivedAt`.
 */
function clockFrom(serverTimeMs: number, sentAt: number, receivedAt: number) {
  const clock = createServerClock();
  clock.observe(serverTimeMs, sentAt, receivedAt);
  return clock;
}

const shown = (ms: number | null) => (ms === null ? null : clockOf(splitTimeLeft(ms)));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the reset countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it.each([
    ['3 hours ahead', 3 * 3600_000],
    ['2 days behind', -2 * 86_400_000],
    ['right', 0],
  ])('shows the server remaining time when the phone clock is %s', (_name, skew) => {
    const phoneNow = SERVER_NOW + skew;
    vi.setSystemTime(phoneNow);
    // The answer took 200 ms; the server stamped its time half-way.
    const clock = clockFrom(SERVER_NOW, phoneNow - 100, phoneNow + 100);
    const { result } = renderHook(() => useCountdown(RESETS_AT, clock, () => {}));
    expect(shown(result.current)).toBe('00:01:30');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(result.current)).toBe('00:01:29');
  });

  it('recomputes from the absolute time when the page comes back after being hidden', () => {
    const phoneNow = SERVER_NOW + 5 * 3600_000;
    vi.setSystemTime(phoneNow);
    const { result } = renderHook(() => useCountdown(RESETS_AT, clockFrom(SERVER_NOW, phoneNow, phoneNow), () => {}));
    expect(shown(result.current)).toBe('00:01:30');
    act(() => setVisibility('hidden'));
    // A hidden page's timers sleep: a minute passes without a tick.
    vi.setSystemTime(phoneNow + 60_000);
    expect(shown(result.current)).toBe('00:01:30');
    act(() => setVisibility('visible'));
    expect(shown(result.current)).toBe('00:00:30');
  });

  it('also recomputes on pageshow (back from the browser cache)', () => {
    vi.setSystemTime(SERVER_NOW);
    const { result } = renderHook(() =>
      useCountdown(RESETS_AT, clockFrom(SERVER_NOW, SERVER_NOW, SERVER_NOW), () => {}),
    );
    vi.setSystemTime(SERVER_NOW + 45_000);
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(shown(result.current)).toBe('00:00:45');
  });

  it('calls for a reload once, at zero, and not before', () => {
    vi.setSystemTime(SERVER_NOW - 7 * 3600_000);
    const phoneNow = Date.now();
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(RESETS_AT, clockFrom(SERVER_NOW, phoneNow, phoneNow), onZero));
    act(() => vi.advanceTimersByTime(89_000));
    expect(onZero).not.toHaveBeenCalled();
    expect(shown(result.current)).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(result.current)).toBe('00:00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    act(() => setVisibility('visible'));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('recomputes at once when an answer tells the clock a new server time', () => {
    const phoneNow = SERVER_NOW + 3 * 3600_000;
    vi.setSystemTime(phoneNow);
    const clock = createServerClock();
    // Before any answer the clock is the phone's: three hours ahead, the reset looks long past.
    const { result } = renderHook(() => useCountdown(RESETS_AT, clock, () => {}));
    expect(shown(result.current)).toBe('00:00:00');
    act(() => clock.observe(SERVER_NOW, phoneNow, phoneNow));
    expect(shown(result.current)).toBe('00:01:30');
  });

  it('has nothing to count down on the champion board', () => {
    const { result } = renderHook(() => useCountdown(null, clockFrom(0, 0, 0), () => {}));
    expect(result.current).toBeNull();
  });

  it('splits time past a day into days and h:m:s (weekly and monthly boards)', () => {
    expect(splitTimeLeft(151 * 3600_000 + 62_000)).toEqual({ days: 6, hours: 7, minutes: 1, seconds: 2 });
    expect(clockOf(splitTimeLeft(999))).toBe('00:00:01');
  });
});
