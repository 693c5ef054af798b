import type { Page } from '@playwright/test';

/**
 * A page's requests in flight, so a test can wait for quiet without networkidle's fixed 500 ms. The wait
 * is driven by the page's request events and Node timers: polling with `page.waitForTimeout` made a
 * Playwright call (a captured stack, a step sent to the runner) every 25 ms of every wait.
 */
interface Tracker {
  readonly pending: Set<unknown>;
  /** Called whenever a request starts or ends, or a new document drops the old one's requests. */
  readonly changed: Set<() => void>;
}

/** Quiet this long counts: long enough for a request that a finished one starts (a load after the login). */
export const QUIET_MS = 150;

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests in flight (call once, before the page loads). */
export function trackRequests(page: Page): void {
  const tracker: Tracker = { pending: new Set(), changed: new Set() };
  trackers.set(page, tracker);
  const notify = () => {
    for (const listener of [...tracker.changed]) listener();
  };
  page.on('request', (r) => {
    tracker.pending.add(r);
    notify();
  });
  const end = (r: unknown) => {
    tracker.pending.delete(r);
    notify();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  // A new document abandons the old one's requests.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    tracker.pending.clear();
    notify();
  });
}

/**
 * Resolves once no request of the page has been in flight for QUIET_MS, or after `timeout` in any case.
 * A page that was never tracked waits for Playwright's networkidle instead.
 */
export async function networkQuiet(page: Page, timeout: number): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    return;
  }
  const end = Date.now() + timeout;
  await new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      tracker.changed.delete(check);
      resolve();
    };
    // Runs now and on every change: busy, it waits for the next change (or the end); quiet, it counts QUIET_MS.
    function check() {
      clearTimeout(timer);
      const left = end - Date.now();
      if (left <= 0) return done();
      timer = setTimeout(done, tracker!.pending.size > 0 ? left : Math.min(QUIET_MS, left));
    }
    tracker.changed.add(check);
    check();
  });
}
