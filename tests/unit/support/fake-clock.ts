import { expect, vi } from 'vitest';

/**
 * Moves the fake clock (`vi.useFakeTimers()`) on in small steps until `check` passes, so a test of a delay (a retry's
 * pause, a batch's wait, a readiness timeout) takes no real time and does not pin the delay's length: each step lets
 * the promises the last timers settled run before the next timers fire. Throws check's last error once `limitMs` of
 * fake time have passed without it passing.
 */
export async function advanceUntil(check: () => void, limitMs = 30_000, stepMs = 100): Promise<void> {
  for (let elapsed = 0; ; elapsed += stepMs) {
    try {
      check();
      return;
    } catch (error) {
      if (elapsed >= limitMs) throw error;
    }
    await vi.advanceTimersByTimeAsync(stepMs);
  }
}

/**
 * Starts `work` on the fake clock and runs the clock on until it has settled (its pauses take no real time); the real
 * clock is back when this returns `work`'s own outcome.
 */
export async function onFakeClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  try {
    const running = work();
    const settled = vi.fn();
    running.then(settled, settled);
    await advanceUntil(() => expect(settled).toHaveBeenCalled());
    return await running;
  } finally {
    vi.useRealTimers();
  }
}
