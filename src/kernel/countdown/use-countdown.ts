import { useEffect, useRef, useState } from 'react';
import type { ServerClock } from '@/services/clock';

/** Time left until an absolute server time, never negative: from absolute times, never a decremented counter. */
const remainingMs = (targetMs: number, clock: ServerClock): number => Math.max(0, targetMs - clock.now());

/**
 * Milliseconds left until `targetMs` on the server clock (null when there is no end), recomputed on the
 * next whole second of it, when the page comes back (timers sleep while it is hidden: `visibilitychange`,
 * `pageshow`) and when the clock learns a new offset. At zero it calls `onZero` once, so the page
 * reloads from the server instead of guessing the next period.
 */
export function useCountdown(targetMs: number | null, clock: ServerClock, onZero?: () => void): number | null {
  const [left, setLeft] = useState(() => (targetMs === null ? null : remainingMs(targetMs, clock)));
  const zero = useRef(onZero);
  zero.current = onZero;
  // The end that was reached: once per end, even when the effect runs again (another clock object).
  const reached = useRef<number | null>(null);

  useEffect(() => {
    if (targetMs === null) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const value = remainingMs(targetMs, clock);
      setLeft(value);
      if (value <= 0) {
        if (reached.current !== targetMs) {
          reached.current = targetMs;
          zero.current?.();
        }
        return;
      }
      // The next whole second of the remaining time, so the display changes on the second.
      timer = setTimeout(tick, value % 1000 || 1000);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    const unsubscribe = clock.subscribe(tick);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', tick);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', tick);
    };
  }, [targetMs, clock]);

  return left;
}
