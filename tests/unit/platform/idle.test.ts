import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/platform/idle';

describe('whenIdle', () => {
  it('waits for two frames and an idle period', async () => {
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (cb: () => void) => frames.push(cb),
      requestIdleCallback: (cb: () => void) => idle.push(cb),
      setTimeout: () => 0,
    } as unknown as Window;
    let done = false;
    const ready = whenIdle(3000, win).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    frames.shift()?.();
    frames.shift()?.();
    expect(done).toBe(false);
    idle.shift()?.();
    await ready;
    expect(done).toBe(true);
  });

  it('never waits longer than its timeout, even on a page that is never idle', async () => {
    vi.useFakeTimers();
    const win = { requestAnimationFrame: () => 0, requestIdleCallback: () => 0, setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) } as unknown as Window;
    let done = false;
    void whenIdle(3000, win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
