type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

/**
 * Resolves once the page has painted and the main thread is idle, or after `timeoutMs` at the latest.
 * Work that the first screen does not need (the auth flow on pages that need no login, the full
 * user-agent parser, the analytics sender) waits for it, so it never competes with the first content.
 */
export function whenIdle(
  timeoutMs = 3000,
  win: IdleWindow | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<void> {
  return new Promise((resolve) => {
    if (!win) return resolve();
    // Two animation frames: the first paint has happened.
    const afterPaint = (): void => {
      if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else win.setTimeout(resolve, 50);
    };
    if (typeof win.requestAnimationFrame === 'function')
      win.requestAnimationFrame(() => win.requestAnimationFrame(afterPaint));
    else afterPaint();
    win.setTimeout(resolve, timeoutMs);
  });
}

type SchedulerWindow = Window & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and resolves at the start of a new one (`scheduler.yield()` where the browser
 * has it, which keeps this work ahead of other queued tasks; a zero timeout elsewhere). Start-up work
 * on a page that is already painted is split at these points, so no single task holds a tap up.
 */
export function yieldToMain(
  win: SchedulerWindow | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<void> {
  if (!win) return Promise.resolve();
  const scheduler = win.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield.call(scheduler);
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
