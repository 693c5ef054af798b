import { describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToMain } from '@/platform/idle';

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
    const win = {
      requestAnimationFrame: () => 0,
      requestIdleCallback: () => 0,
      setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
    } as unknown as Window;
    let done = false;
    void whenIdle(3000, win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});

describe('yieldToMain', () => {
  it("continues in a later task, not in the current one's microtasks", async () => {
    const timers: (() => void)[] = [];
    const win = { setTimeout: (cb: () => void) => timers.push(cb) } as unknown as Window;
    let resumed = false;
    const resume = yieldToMain(win).then(() => (resumed = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    expect(timers).toHaveLength(1);
    timers.shift()?.();
    await resume;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one, called on the scheduler", async () => {
    const calls: unknown[] = [];
    const scheduler = {
      yield(this: unknown) {
        calls.push(this);
        return Promise.resolve();
      },
    };
    const setTimeoutSpy = vi.fn();
    const win = { scheduler, setTimeout: setTimeoutSpy } as unknown as Window;
    await yieldToMain(win);
    expect(calls).toEqual([scheduler]);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
  });
});
